/**
 * Spec 1 §6, §9: some group changes go through the country's support team. The spec does not give
 * the addresses ("values not shown"): these are the one place to set them, per country.
 */
export const SUPPORT_ADDRESSES: Record<"FR" | "BE" | "DE", string> = {
  FR: "support.fr@consilium.example",
  BE: "support.be@consilium.example",
  DE: "support.de@consilium.example",
};

export function supportAddressOf(country: string): string {
  return country === "BE" || country === "DE" ? SUPPORT_ADDRESSES[country] : SUPPORT_ADDRESSES.FR;
}
