import { z } from "zod";
import { autocompletePlaces, placeIdSchema, PLACES_MAX_RESULTS, type Place } from "../../domain/directory/places.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

const placeShape = z.object({
  place_id: z.string(),
  description: z.string().describe("Display label, e.g. 'Lyon (69001), France'."),
  formatted_address: z.string(),
  name: z.string(),
  postal_code: z.string().nullable(),
  country: z.enum(["FR", "BE", "DE"]),
  types: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  bounds: z.array(z.number()).describe("[west, south, east, north]: the view to show, small places padded to about 20 km."),
});

function toPlace(place: Place): z.infer<typeof placeShape> {
  return {
    place_id: place.id,
    description: place.label,
    formatted_address: place.label,
    name: place.name,
    postal_code: place.postalCode,
    country: place.country,
    types: [place.kind === "address" ? "address" : "locality"],
    lat: place.lat,
    lng: place.lng,
    bounds: place.bounds,
  };
}

const location = z
  .string()
  .max(60)
  .transform((text, context) => {
    const [lat, lng] = text.split(",").map(Number);
    if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      context.addIssue({ code: "custom", message: "location is lat,lng" });
      return z.NEVER;
    }
    return { lat, lng };
  });

export const placeRoutes = [
  defineRoute({
    method: "GET",
    path: "/places/autocomplete",
    operationId: "autocompletePlaces",
    tag: "directory",
    summary: `Spec 2 §7 places autocomplete: up to ${PLACES_MAX_RESULTS} towns or postcodes whose name or code begins with the query (accents and case ignored), from the configured provider (built-in gazetteer by default).`,
    auth: "validated",
    query: z.object({
      query: z.string().max(200),
      sessiontoken: z.string().max(200).optional().describe("Accepted for hosted geocoders' billing sessions; the gazetteer ignores it."),
      types: z.string().max(100).optional().describe("Accepted (address, (regions)...); the gazetteer answers towns and postcodes."),
      location: location.optional().describe("lat,lng: rank places near this point first."),
    }),
    response: z.array(placeShape),
    handler: async (context, { query }) => {
      const places = await autocompletePlaces(context.places, context.locale, { query: query.query, near: query.location });
      return { body: places.map(toPlace) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/places/details/{placeId}",
    operationId: "getPlaceDetails",
    tag: "directory",
    summary: "Spec 2 §7 places details: one place by the place_id autocomplete gave; 404 when unknown.",
    auth: "validated",
    params: z.object({ placeId: placeIdSchema }),
    query: z.object({ sessiontoken: z.string().max(200).optional().describe("Accepted; the gazetteer ignores it.") }),
    response: placeShape,
    handler: async (context, { params }) => {
      const place = await context.places.details(params.placeId, context.locale);
      return place ? { body: toPlace(place) } : restError("not_found", context.locale);
    },
  }),
];
