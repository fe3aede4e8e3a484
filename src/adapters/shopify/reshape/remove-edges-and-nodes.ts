/** Flattens a GraphQL connection ({edges: [{node}]}) into its nodes. */
export function removeEdgesAndNodes<T>(connection: { edges: readonly { node: T }[] }): T[] {
  return connection.edges.map((edge) => edge.node);
}
