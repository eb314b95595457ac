import { AlertTriangleIcon } from "lucide-react";
import { Link } from "react-router";
import { ADMIN_LEADS_PATH, DESTINATION_NAMES } from "#app/lib/admin-lead-filters.ts";
import type { DestinationIncident } from "#app/models/destination-incidents.server.ts";
import { receivedAt } from "./lead-list.tsx";

/**
 * On every admin page (issue 15): a banner for each destination failing for 30 minutes or more,
 * until it recovers, and the count of leads some destination still lacks after 10 minutes.
 */
export function LeadDeliveryAlerts({ undeliveredLeads, incidents }: { undeliveredLeads: number; incidents: DestinationIncident[] }) {
  if (incidents.length === 0 && undeliveredLeads === 0) return null;
  return (
    <div className="border-b border-destructive/30 bg-[#fdf0ee] text-[#9a1d14]" role="status">
      <div className="container-page space-y-1 py-3 text-sm">
        {incidents.map((incident) => (
          <p key={incident.channel} className="flex items-start gap-2">
            <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>{DESTINATION_NAMES[incident.channel]} is failing</strong> since {receivedAt.format(incident.failingSince)}
              {incident.lastError ? ` (${incident.lastError})` : ""}. Leads are kept and sent again until it recovers.
            </span>
          </p>
        ))}
        {undeliveredLeads > 0 ? (
          <p>
            <strong>{undeliveredLeads === 1 ? "1 lead has" : `${undeliveredLeads} leads have`} not reached every destination after 10 minutes:</strong> see the{" "}
            <Link to={`${ADMIN_LEADS_PATH}?state=failing`} className="underline underline-offset-2">
              failing
            </Link>{" "}
            and{" "}
            <Link to={`${ADMIN_LEADS_PATH}?state=pending`} className="underline underline-offset-2">
              pending
            </Link>{" "}
            leads.
          </p>
        ) : null}
      </div>
    </div>
  );
}
