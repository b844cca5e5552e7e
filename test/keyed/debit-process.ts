/**
 * A separate process debiting one key: `node --import tsx debit-process.ts PATH|URL KEY_ID COUNT`; prints how many
 * debits were taken.
 */
import { openAccountsStore } from "../../src/store/open-accounts.js";

const [location, keyId, count] = process.argv.slice(2);
const store = await openAccountsStore(location);
let taken = 0;
for (let i = 0; i < Number(count); i++) {
  if ((await store.debit(Number(keyId), "searchCompanies", 1, `p${process.pid}-${i}`)).ok) taken++;
}
await store.close();
console.log(taken);
