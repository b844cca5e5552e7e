/**
 * Who serves a company: the officers entered with a new company, by legal form (GmbH partners and managers, an AG's
 * board and management, a club's committee...), who joins later, and how an officer's role or signature changes.
 */
import type { Random } from "./random.js";
import type { FormGroup } from "./statements.js";
import type { RegisterLanguage, RoleCode, SignatureCode } from "./vocabulary.js";

/** A role with its signing authority. */
export type Plan = [RoleCode, SignatureCode];

/** What promotion needs to know of an officer. */
export interface Held {
  role: RoleCode;
  sig: SignatureCode | null;
}

/**
 * The officers entered with a new company (sole proprietors and partners are added by the caller, who needs them for
 * the company's name). Audit firms, themselves companies, have a board of two to four.
 */
export function foundingOfficers(random: Random, group: FormGroup, language: RegisterLanguage, auditFirm: boolean): Plan[] {
  const officers: Plan[] = [];
  switch (group) {
    case "sole":
      officers.push(["owner", "single"]);
      if (random.chance(0.04)) officers.push(["signatory", random.chance(0.5) ? "procurationSingle" : "procurationCollective"]);
      break;
    case "partnership":
      break;
    case "gmbh": {
      const n = random.chance(0.72) ? 1 : random.chance(0.78) ? 2 : 3;
      const sig: SignatureCode = n === 1 ? "single" : random.chance(0.6) ? "single" : "collective";
      officers.push([n === 3 ? "partnerChair" : "partnerManager", sig]);
      for (let i = 1; i < n; i++) officers.push(random.chance(0.75) ? ["partnerManager", sig] : ["partner", "none"]);
      if (random.chance(0.06)) officers.push(["manager", random.chance(0.5) ? "single" : "collective"]);
      if (random.chance(0.03)) officers.push(["signatory", "procurationCollective"]);
      break;
    }
    case "ag":
    case "institute":
    case "fund": {
      const r = random.float();
      const board = auditFirm ? random.between(2, 4) : r < 0.55 ? 1 : r < 0.75 ? 2 : r < 0.92 ? 3 : r < 0.975 ? random.between(4, 5) : random.between(6, 9);
      if (board === 1) {
        officers.push([language === "de" ? "boardMember" : "boardSole", "single"]);
      } else {
        const collective = random.chance(0.62);
        officers.push([random.chance(0.08) ? "presidentCeo" : "boardPresident", collective ? "collective" : "single"]);
        for (let i = 1; i < board; i++) {
          const q = random.float();
          const role: RoleCode = i === 1 && board >= 3 && random.chance(0.25) ? "boardVice" : i === 2 && random.chance(0.15) ? "boardDelegate" : i === board - 1 && random.chance(0.08) ? "boardSecretary" : "boardMember";
          officers.push([role, q < 0.6 ? "collective" : q < 0.85 ? "none" : "single"]);
        }
      }
      const big = board >= 4 || random.chance(0.05);
      if (big) {
        const managers = random.between(1, board >= 6 ? 5 : 3);
        for (let i = 0; i < managers; i++) officers.push([i === 0 && random.chance(0.5) ? "ceo" : random.chance(0.5) ? "director" : "managementMember", "collective"]);
        const proxies = random.between(0, board >= 6 ? 6 : 2);
        for (let i = 0; i < proxies; i++) officers.push(["signatory", "procurationCollective"]);
      }
      break;
    }
    case "cooperative": {
      officers.push(["coopPresident", "collective"]);
      const n = random.between(2, 5);
      for (let i = 0; i < n; i++) officers.push(["coopMember", random.chance(0.6) ? "collective" : "none"]);
      break;
    }
    case "association":
      officers.push(["associationPresident", "collective"]);
      if (random.chance(0.5)) officers.push(["associationVice", "collective"]);
      if (random.chance(0.65)) officers.push(["treasurer", "collective"]);
      if (random.chance(0.4)) officers.push(["secretary", "collective"]);
      for (let i = random.between(0, 2); i > 0; i--) officers.push(["committeeMember", "none"]);
      break;
    case "foundation": {
      officers.push(["foundationPresident", "collective"]);
      if (random.chance(0.3)) officers.push(["foundationVice", "collective"]);
      const n = random.chance(0.1) ? random.between(5, 10) : random.between(1, 4);
      for (let i = 0; i < n; i++) officers.push(["foundationMember", random.chance(0.5) ? "collective" : "none"]);
      if (random.chance(0.25)) officers.push(["foundationManager", "collective"]);
      break;
    }
    case "branch":
      officers.push(["branchHead", random.chance(0.6) ? "single" : "collective"]);
      if (random.chance(0.4)) officers.push(["branchHead", "collective"]);
      if (random.chance(0.2)) officers.push(["signatory", "procurationCollective"]);
      break;
  }
  return officers;
}

/** The role of someone who joins a company later. */
export function joiningRole(random: Random, group: FormGroup, form: string): Plan {
  const r = random.float();
  switch (group) {
    case "gmbh":
      return r < 0.4 ? ["partnerManager", random.chance(0.5) ? "single" : "collective"] : r < 0.65 ? ["manager", random.chance(0.4) ? "single" : "collective"] : r < 0.85 ? ["partner", "none"] : ["signatory", "procurationCollective"];
    case "ag":
    case "institute":
    case "fund":
      return r < 0.45 ? ["boardMember", random.chance(0.6) ? "collective" : "none"] : r < 0.6 ? ["director", "collective"] : r < 0.72 ? ["managementMember", "collective"] : ["signatory", "procurationCollective"];
    case "cooperative":
      return ["coopMember", random.chance(0.6) ? "collective" : "none"];
    case "association":
      return r < 0.5 ? ["committeeMember", "none"] : r < 0.75 ? ["treasurer", "collective"] : ["secretary", "collective"];
    case "foundation":
      return r < 0.8 ? ["foundationMember", random.chance(0.5) ? "collective" : "none"] : ["foundationManager", "collective"];
    case "partnership":
      return form === "0104" ? ["limitedPartner", "none"] : ["partner", "single"];
    case "branch":
      return r < 0.6 ? ["branchHead", "collective"] : ["signatory", "procurationCollective"];
    default:
      return ["signatory", "procurationCollective"];
  }
}

/** A plausible new role or signature for an officer among `officers`, or null. */
export function promotion(random: Random, officer: Held, officers: readonly Held[]): [RoleCode, SignatureCode | null] | null {
  const has = (role: RoleCode) => officers.some((o) => o.role === role);
  switch (officer.role) {
    case "boardMember":
    case "boardSole":
      if (!has("boardPresident") && !has("presidentCeo") && officers.filter((o) => o.role.startsWith("board")).length > 1) return ["boardPresident", officer.sig === "none" ? "collective" : officer.sig];
      return officer.sig === "none" ? ["boardMember", "collective"] : officer.sig === "collective" ? ["boardMember", "single"] : ["boardMember", "collective"];
    case "boardPresident":
      return ["boardPresident", officer.sig === "single" ? "collective" : "single"];
    case "signatory":
      return [random.chance(0.5) ? "director" : "managementMember", "collective"];
    case "director":
    case "managementMember":
      return has("ceo") ? null : ["ceo", "collective"];
    case "partner":
      return ["partnerManager", "collective"];
    case "partnerManager":
      return has("partnerChair") ? (officer.sig === "single" ? ["partnerManager", "collective"] : ["partnerManager", "single"]) : ["partnerChair", officer.sig];
    case "manager":
      return officer.sig === "single" ? ["manager", "collective"] : ["manager", "single"];
    case "coopMember":
      return has("coopPresident") ? (officer.sig === "none" ? ["coopMember", "collective"] : null) : ["coopPresident", "collective"];
    case "committeeMember":
      return has("associationPresident") ? ["associationVice", "collective"] : ["associationPresident", "collective"];
    case "foundationMember":
      return has("foundationPresident") ? (officer.sig === "none" ? ["foundationMember", "collective"] : ["foundationVice", "collective"]) : ["foundationPresident", "collective"];
    case "branchHead":
      return officer.sig === "single" ? ["branchHead", "collective"] : ["branchHead", "single"];
    default:
      return null;
  }
}
