// Reads the analysis lines of KIF files as ShogiHome does (its comment.ts regular expressions and tsshogi's
// parsePV, from the position at each move), and prints what it understood, one JSON object per file:
//   node read-analysis.mjs a.kif b.kif ...
//   {"file": "a.kif", "nodes": [{"ply": 0, "score": 35, "mate": null, "pv": ["7g7f", "3c3d"]}, ...]}
// `mate` is ShogiHome's number: plies, positive when Black mates, 10000 for a mate of unknown length.
import { readFileSync } from "node:fs";
import { importKIF, parsePV } from "tsshogi";

const MATE_INFINITE = 10000; // ShogiHome's SCORE_MATE_INFINITE

function readNode(comment, position) {
  const out = { score: null, mate: null, pv: [] };
  for (const line of comment.split("\n")) {
    const score = /^#評価値=([+-]?[0-9]+(?:\.[0-9]+)?)/.exec(line);
    if (score) out.score = Number(score[1]);
    const mate = /^#詰み=(先手勝ち|後手勝ち)(?::([0-9]+)手)?/.exec(line);
    if (mate) out.mate = Number(mate[2] || MATE_INFINITE) * (mate[1] === "先手勝ち" ? 1 : -1);
    if (/^#読み筋=/.test(line)) out.pv = parsePV(position, line.substring(5)).map((m) => m.usi);
  }
  return out;
}

for (const file of process.argv.slice(2)) {
  const record = importKIF(readFileSync(file, "utf-8"));
  if (record instanceof Error) {
    console.log(JSON.stringify({ file, error: record.message }));
    continue;
  }
  const nodes = [];
  record.goto(0);
  for (;;) {
    nodes.push({ ply: record.current.ply, ...readNode(record.current.comment, record.position) });
    if (!record.goForward()) break;
  }
  console.log(JSON.stringify({ file, nodes }));
}
