// Where a V8 CPU profile's time went: self time summed by package and by function. Shared by
// `npm run bench:profile` (in-process) and `npm run bench:cpu -- --profile` (the compiled API).

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
}

/** The package or project folder a script belongs to, for grouping. */
function owner(url: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (module) return module;
  const project = /\/(apps\/[^/]+|packages\/[^/]+)\//.exec(url)?.[1];
  if (project) return project;
  return url.startsWith('node:') ? 'node' : url ? 'other' : '(native / GC / idle)';
}

/** Lines to print: the heaviest packages, then the heaviest functions, by share of the samples. */
export function summariseProfile(profile: CpuProfile, functions = 25): string[] {
  const hits = new Map<number, number>();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? 0;
    if (count === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*?\/(node_modules|apps|packages)\//, '$1/');
    const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + count);
  }
  const share = (count: number) => `${((count / total) * 100).toFixed(1).padStart(5)} %`;
  const heaviest = (counts: Map<string, number>, count: number) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hitCount]) => `${share(hitCount)}  ${name}`);
  return [
    'Self time by package:',
    ...heaviest(byOwner, 15),
    '',
    'Heaviest functions (self time):',
    ...heaviest(byFunction, functions),
  ];
}

export interface AllocationNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocationNode[];
}

export interface AllocationProfile {
  head: AllocationNode;
}

/** Lines to print: bytes allocated by function (self) per request, heaviest first, and the total. */
export function summariseAllocations(profile: AllocationProfile, requests: number, functions = 25): string[] {
  const bySite = new Map<string, number>();
  let total = 0;
  const visit = (node: AllocationNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*?\/(node_modules|apps|packages)\//, '$1/');
    const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
    bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  const kb = (bytes: number) => `${(bytes / requests / 1024).toFixed(1).padStart(7)} KB`;
  return [
    `${kb(total)} a request in all`,
    ...[...bySite]
      .sort((a, b) => b[1] - a[1])
      .slice(0, functions)
      .map(([site, bytes]) => `${kb(bytes)}  ${site}`),
  ];
}
