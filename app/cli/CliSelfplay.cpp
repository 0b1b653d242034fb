#include "cli/Cli.h"
#include "cli/CliMatchArgs.h"
#include "cli/TuneData.h"
#include "engine/Search.h"
#include "formats/RecordFormat.h"
#include "record/GameEnding.h"
#include "rules/Game.h"
#include "rules/Sfen.h"

#include <QDir>
#include <QSaveFile>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <random>

namespace cli {

// In-process games of the built-in engine against itself, referee'd by the rules core, written as KIF: the
// tuner's training data.
int selfplay(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(
            "Usage: shogiban-cli selfplay --out DIR [--games N] [--nodes N] [--seed S] [--max-plies N]\n"
            "                             [--openings FILE]\n"
            "Plays the built-in engine against itself at full strength with N nodes per move (default "
            "5000),\n"
            "the first 8 plies at level 5 for variety (after the opening: game G starts from line G of\n"
            "FILE, one opening per line as for 'match', the list shuffled by the seed), every move checked\n"
            "by the rules, and writes each game\n"
            "as DIR/selfplay-NNNN.kifu, each move's search score in its comment, with its ending (mate, "
            "repetition, perpetual check, impasse; a game\n"
            "reaching --max-plies, default 400, is a draw). Training data for 'shogiban-cli tune'.\n"
            "Exit codes: 0 success, 1 cannot write DIR, 2 wrong usage.");
        return Ok;
    }
    std::string error, dir;
    long long games = 100, maxPlies = 400, nodes = 5000, seed = 1;
    takeNumber(args, "--games", 1, 1000000, games, error);
    takeNumber(args, "--nodes", 100, 1000000000000LL, nodes, error);
    takeNumber(args, "--seed", 0, std::numeric_limits<long long>::max(), seed, error);
    takeNumber(args, "--max-plies", 10, 100000, maxPlies, error);
    std::string openingsPath;
    takeOption(args, "--openings", openingsPath, error);
    if (!takeOption(args, "--out", dir, error) || !error.empty() || !args.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s (see selfplay --help)\n",
                     error.empty() ? "selfplay needs --out DIR" : error.c_str());
        return Usage;
    }
    if (!QDir().mkpath(QString::fromStdString(dir))) {
        std::fprintf(stderr, "shogiban-cli: cannot create '%s'\n", dir.c_str());
        return BadInput;
    }
    const shogi::Position startpos =
        *shogi::sfen::parse(shogi::Variant::get(shogi::VariantKind::Standard).startSfen);
    std::vector<shogi::match::Opening> openings;
    if (!openingsPath.empty()) {
        auto list = readOpeningsFile(openingsPath, shogi::VariantKind::Standard);
        if (!list) return BadInput;
        openings = std::move(*list);
        std::shuffle(openings.begin(), openings.end(), std::mt19937_64(seed));
    }
    shogi::engine::Search search;
    search.setHashSize(16);
    int wins[3] = {0, 0, 0};
    for (int g = 0; g < games; ++g) {
        search.options().seed = seed * 1000003 + std::uint64_t(g);
        search.newGame();
        const shogi::match::Opening* opening = openings.empty() ? nullptr : &openings[g % openings.size()];
        const shogi::Position start = opening ? opening->start : startpos;
        shogi::Game game(start);
        shogi::GameRecord record(start);
        shogi::RecordNode* node = &record.root();
        const std::size_t book = opening ? opening->moves.size() : 0;
        for (std::size_t i = 0; i < book && game.play(opening->moves[i]).accepted; ++i)
            node = record.addMove(node, opening->moves[i]);
        while (!game.result().over() && int(game.moves().size()) < maxPlies) {
            search.options().level = game.moves().size() < book + 8 ? 5 : shogi::engine::Level::Max;
            search.setPosition(start, game.moves());
            shogi::engine::SearchLimits limits;
            limits.nodes = nodes;
            const auto r = search.go(limits);
            const shogi::Color mover = game.position().sideToMove();
            if (r.declareWin) {
                game.declareImpasse(mover);
                break;
            }
            if (r.best.isNone() || !game.play(r.best, shogi::IllegalMovePolicy::Tournament).accepted) {
                game.resign(mover);
                break;
            }
            node = record.addMove(node, r.best);
            node->comment = scoreComment(r, mover, game.position());
        }
        const shogi::GameResult& result = game.result();
        record.addSpecial(node, result.over()
                                    ? shogi::recordEnding(result, game.position().sideToMove(), false)
                                    : shogi::SpecialMove::MaxMoves);
        ++wins[result.outcome == shogi::Outcome::BlackWins   ? 0
               : result.outcome == shogi::Outcome::WhiteWins ? 1
                                                             : 2];
        const auto bytes = shogi::encodeRecord(record, shogi::RecordFormat::Kif, false);
        QSaveFile file(QDir(QString::fromStdString(dir))
                           .filePath(QString("selfplay-%1.kifu").arg(g + 1, 4, 10, QChar('0'))));
        if (!bytes || !file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() ||
            !file.commit()) {
            std::fprintf(stderr, "shogiban-cli: cannot write into '%s'\n", dir.c_str());
            return BadInput;
        }
        std::printf("game %d: %d plies; Black %d, White %d, draws %d\n", g + 1, int(game.moves().size()),
                    wins[0], wins[1], wins[2]);
        std::fflush(stdout);
    }
    return Ok;
}

} // namespace cli
