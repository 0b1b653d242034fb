// Reads game records with tsshogi (the reader inside ShogiHome) and prints what it understood, one JSON object
// per file and line, for tst_interop to compare with what Shogiban wrote:
//   node read-records.mjs kif:a.kif ki2:b.ki2 csa:c.csa jkf:d.jkf ...
//   {"file": "a.kif", "ok": true, "start": SFEN, "lines": ["7g7f 3c3d resign", ...], "final": SFEN}
// `lines` holds every line of the tree from the start to a leaf, in preorder (main line first), as USI moves
// and, at the end, tsshogi's name of the ending; `final` is the position at the end of the main line.
// SFENs are printed without the move number.
import { readFileSync } from "node:fs";
import { importKIF, importKI2, importCSA, importJKFString, Move } from "tsshogi";

const importers = { kif: importKIF, ki2: importKI2, csa: importCSA, jkf: importJKFString };

// Bytes to text as ShogiHome does: UTF-8 unless a KIF/KI2 header line names another encoding or the bytes
// are not UTF-8 (the old Shift_JIS files).
function decode(bytes) {
  const head = bytes.subarray(0, 200).toString("latin1");
  const declared = /^#KI[F2] version=[\d.]+ encoding=([\w-]+)/m.exec(head);
  if (declared) return new TextDecoder(declared[1]).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

const withoutMoveNumber = (sfen) => sfen.split(" ").slice(0, 3).join(" ");

function step(node) {
  if (node.move instanceof Move) return node.move.usi;
  return node.move.type === "any" ? `any:${node.move.name}` : node.move.type;
}

function lines(first) {
  const out = [];
  const walk = (node, path) => {
    if (!node) {
      out.push(path.join(" "));
      return;
    }
    for (let child = node; child; child = child.branch) walk(child.next, [...path, step(child)]);
  };
  walk(first.next, []);
  return first.next ? out : [];
}

for (const argument of process.argv.slice(2)) {
  const colon = argument.indexOf(":");
  const [format, file] = [argument.slice(0, colon), argument.slice(colon + 1)];
  try {
    const record = importers[format](decode(readFileSync(file)));
    if (record instanceof Error) {
      console.log(JSON.stringify({ file, ok: false, error: record.message }));
      continue;
    }
    let last = record.first;
    while (last.next) last = last.next;
    while (!(last.move instanceof Move) && last.prev) last = last.prev;
    console.log(
      JSON.stringify({
        file,
        ok: true,
        start: withoutMoveNumber(record.initialPosition.sfen),
        lines: lines(record.first),
        final: withoutMoveNumber(last.sfen),
      }),
    );
  } catch (e) {
    console.log(JSON.stringify({ file, ok: false, error: String(e) }));
  }
}
