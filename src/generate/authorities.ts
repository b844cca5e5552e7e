/** The authorities notices name: a foundation's supervisor and the court that opens a bankruptcy. */
import { loadReferenceData } from "../domain/reference.js";
import type { Company } from "./company-state.js";
import type { Geography } from "./geography.js";
import type { Random } from "./random.js";

/** Foundations active across Switzerland or abroad are supervised by the Confederation, the others by their canton. */
const FEDERAL_SUPERVISION_SHARE = 0.35;

export class Authorities {
  private readonly cantonNames = new Map<string, { de: string; fr: string; it: string }>();

  constructor(private readonly random: Random, private readonly geography: Geography) {
    for (const c of loadReferenceData().cantons) this.cantonNames.set(c.code, { de: c.labels.de, fr: c.labels.fr, it: c.labels.it });
  }

  foundationSupervisor(company: Company): string {
    const canton = this.cantonNames.get(company.seat.canton)!;
    const federal = this.random.chance(FEDERAL_SUPERVISION_SHARE);
    if (company.language === "de") return federal ? "Eidgenössische Stiftungsaufsicht (ESA)" : `Stiftungsaufsicht des Kantons ${canton.de}`;
    if (company.language === "fr") return federal ? "Autorité fédérale de surveillance des fondations (ASF)" : `Autorité de surveillance des fondations du canton de ${canton.fr}`;
    return federal ? "Autorità federale di vigilanza sulle fondazioni (AVF)" : `Autorità di vigilanza sulle fondazioni del Cantone ${canton.it}`;
  }

  /** A court of a district of the company's canton. */
  bankruptcyCourt(company: Company): string {
    const town = this.geography.drawInCanton(this.random, company.seat.canton).shortName;
    if (company.language === "de") return `der Konkursrichter des Bezirksgerichts ${town}`;
    if (company.language === "fr") return `Tribunal civil de ${town}`;
    return `Pretore del Distretto di ${town}`;
  }
}
