#include "match/RecordOpenings.h"

#include "formats/RecordFormat.h"
#include "rules/Game.h"
#include "usi/Commands.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <set>

namespace shogi::match {

QStringList recordFileFilters() {
    return {QStringLiteral("*.kif"),  QStringLiteral("*.kifu"), QStringLiteral("*.ki2"),
            QStringLiteral("*.ki2u"), QStringLiteral("*.csa"),  QStringLiteral("*.jkf"),
            QStringLiteral("*.psn"),  QStringLiteral("*.sfen"), QStringLiteral("*.usi")};
}

Result<RecordOpenings> openingsFromRecords(const QString& folder, int plies, VariantKind variant) {
    const QDir dir(folder);
    if (!dir.exists()) return Error{"no folder " + folder.toStdString(), 0, 0};
    RecordOpenings out;
    std::set<std::string> seen;
    for (const QString& name : dir.entryList(recordFileFilters(), QDir::Files, QDir::Name)) {
        const auto skip = [&](const std::string& why) {
            out.skipped.push_back(name.toStdString() + ": " + why);
        };
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            skip(file.errorString().toStdString());
            continue;
        }
        const auto read = readRecord(file.readAll(), formatFromExtension(QFileInfo(name).suffix()));
        if (!read) {
            skip(read.error().describe());
            continue;
        }
        const GameRecord& record = read->record;
        if (record.startPosition().variant().kind != variant) {
            skip("another board");
            continue;
        }
        Opening opening{record.startPosition(), {}, {}};
        Game game(opening.start);
        for (const RecordNode* node : record.mainLine()) {
            if (int(opening.moves.size()) >= plies || node->isSpecial()) break;
            if (!game.play(node->move).accepted) break;
            opening.moves.push_back(node->move);
        }
        if (int(opening.moves.size()) < plies || game.result().over()) {
            skip("fewer than " + std::to_string(plies) + " moves before its end");
            continue;
        }
        std::string command = usi::positionCommand(opening.start, opening.moves);
        opening.text = command.substr(command.find(' ') + 1); // without "position "
        if (seen.insert(opening.text).second) out.openings.push_back(std::move(opening));
    }
    if (out.openings.empty())
        return Error{"no record in " + folder.toStdString() + " gives an opening of " +
                         std::to_string(plies) + " moves",
                     0, 0};
    return out;
}

} // namespace shogi::match
