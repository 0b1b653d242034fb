#include "book/BookFromRecords.h"

#include "formats/RecordFormat.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace shogi::book {

QStringList recordFilesIn(const QStringList& paths) {
    QStringList files;
    for (const QString& path : paths) {
        if (!QFileInfo(path).isDir()) {
            files << path;
            continue;
        }
        QStringList found;
        QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (formatFromExtension(QFileInfo(file).suffix())) found << file;
        }
        found.sort();
        files << found;
    }
    return files;
}

RecordsBook bookFromRecords(const QStringList& files, int plies,
                            const std::function<bool(int, int)>& progress) {
    BookBuilder builder(plies);
    RecordsBook out;
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            out.problems << path + QStringLiteral(": ") + file.errorString();
        } else if (auto read = readRecord(file.readAll(), formatFromExtension(QFileInfo(path).suffix()));
                   !read) {
            out.problems << path + QStringLiteral(": ") + QString::fromStdString(read.error().describe());
        } else {
            std::vector<Move> moves;
            for (const RecordNode* node : read->record.mainLine())
                if (!node->isSpecial()) moves.push_back(node->move);
            if (!builder.addGame(read->record.startPosition(), moves))
                out.problems << path + QStringLiteral(": no standard-board moves to add");
        }
        if (progress && !progress(i + 1, int(files.size()))) break;
    }
    out.entries = builder.entries();
    out.games = builder.games();
    return out;
}

} // namespace shogi::book
