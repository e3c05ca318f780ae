/** Each module and the modules it imports. */
export type ModuleGraph = Map<string, Set<string>>;

/**
 * The circles of a graph of imports, each as the modules around it from the first found back to
 * itself ("a → b → a"): one per group of modules that reach one another (Tarjan's strongly
 * connected components), so a knot of many files is reported once.
 */
export function importCycles(graph: ModuleGraph): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) cycles.push(describe(graph, group));
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One path around a group of modules that reach one another, from its first module. */
function describe(graph: ModuleGraph, group: string[]): string {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const path = [start];
  const seen = new Set([start]);
  let current = start;
  for (;;) {
    const next = [...(graph.get(current) ?? [])].filter((n) => members.has(n)).sort();
    const back = next.find((n) => n === start);
    const onward = next.find((n) => !seen.has(n));
    if (onward === undefined || (back !== undefined && path.length === group.length)) {
      path.push(back ?? next[0]);
      return path.join(" → ");
    }
    path.push(onward);
    seen.add(onward);
    current = onward;
  }
}
