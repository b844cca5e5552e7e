import Database from "better-sqlite3";
const [a, b] = process.argv.slice(2);
const A = await import(`${a}/src/ingest/person-lines/index.ts`);
const B = await import(`${b}/src/ingest/person-lines/index.ts`);
const db = new Database("/tmp/p15.sqlite", { readonly: true });
const demo = (db.prepare("SELECT text FROM publications WHERE text IS NOT NULL AND text <> ''").all() as { text: string }[]).map((r) => r.text).slice(0, 4000);
function cpu(fn: () => void): number { const s = process.cpuUsage(); fn(); const e = process.cpuUsage(s); return (e.user + e.system) / 1000; }
let ba = Infinity, bb = Infinity;
for (let r = 0; r < 8; r++) for (const p of r % 2 ? [A, B] : [B, A]) { const t = cpu(() => { for (const x of demo) p.parsePersonLines(x); }); if (p === A) ba = Math.min(ba, t); else bb = Math.min(bb, t); }
console.log(`${b.split("/").pop()} vs ${a.split("/").pop()}: factor ${(bb / ba).toFixed(3)}`);
