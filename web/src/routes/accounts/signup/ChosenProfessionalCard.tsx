import { useLocation } from "react-router";
import { Trans } from "@lingui/react/macro";
import { personDisplayName } from "../../../format/names.ts";
import { Link } from "../../../ui/Link.tsx";
import type { ChosenProfessional } from "./register-flow.ts";
import "./signup.css";

/** Reminds steps 2 and 3 who is signing up, with the way back to the search. */
export function ChosenProfessionalCard({ professional }: { professional: ChosenProfessional }) {
  const { search } = useLocation();
  return (
    <div className="chosen-professional">
      <div>
        <p className="directory-entry-name">{personDisplayName(professional)}</p>
        <p className="directory-entry-details">{[professional.specialtyLabel, professional.city].filter(Boolean).join(" · ")}</p>
      </div>
      <Link href={{ pathname: "/register", search }} className="chosen-professional-change">
        <Trans>Modifier</Trans>
      </Link>
    </div>
  );
}
