import { Navigate, useParams } from "react-router";

// Spec 2 §2 "Old billing routes ... redirect to the integration routes". A chunk of its own:
// few visits take them, and every logged-in screen carries the route table.

/**
 * /billing, /billing/{c_id}, /group/{id}/billing, /group/{id}/billing/{c_id}: one item leads to
 * the same item, a group's list to the list of that group's items, the rest to the list.
 */
export function FromOldBilling() {
  const { id = "", "*": rest = "" } = useParams();
  const cId = /^\d{1,10}$/.exec(rest)?.[0];
  if (cId) return <Navigate to={`/integration/${cId}`} replace />;
  return <Navigate to={/^\d{1,10}$/.test(id) ? `/integration?group=${id}` : "/integration"} replace />;
}
