import { builder } from "../builder.ts";

// Reached only through Professional.practices, so the professional's access rule covers it.
export const PracticeRef = builder.prismaObject("Practice", {
  description: "A place where a professional practises (spec 1 §3 Practice).",
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The practice's id in the directory." }),
    lat: t.exposeFloat("lat", { description: "Latitude in degrees." }),
    lng: t.exposeFloat("lng", { description: "Longitude in degrees." }),
    city: t.exposeString("city", { description: "Town or city." }),
    fullAddress: t.exposeString("fullAddress", { description: "The full postal address, as the directory states it." }),
    postalCode: t.exposeString("postalCode", { description: "Postal code." }),
  }),
});
