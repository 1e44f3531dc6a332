import { graphql } from "react-relay";
export const probeQuery = graphql`query probeQuery { viewer { id } }`;
