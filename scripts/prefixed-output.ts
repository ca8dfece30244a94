// Line-prefixed output of a child process, so side-by-side runs stay readable ("[site] …", "[lint] …").
export function prefixLines(stream: NodeJS.ReadableStream, out: NodeJS.WritableStream, name: string): void {
  let rest = "";
  stream.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
}
