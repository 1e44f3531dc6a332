/** One gazetteer entry: name, main postal code, latitude, longitude, size class. */
export type GazetteerRow = readonly [name: string, postalCode: string, lat: number, lng: number, kind: "city" | "town"];
