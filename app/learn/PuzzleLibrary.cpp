#include "learn/PuzzleLibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <set>

using shogi::puzzles::Puzzle;

PuzzleLibrary::PuzzleLibrary(QString userFolder) : m_userFolder(std::move(userFolder)) {
    if (m_userFolder.isEmpty())
        m_userFolder = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                           .filePath(QStringLiteral("puzzles"));
    reload();
}

void PuzzleLibrary::reload() {
    m_puzzles.clear();
    m_problems.clear();
    readFolder(QStringLiteral(":/puzzles"));
    readFolder(m_userFolder);
}

void PuzzleLibrary::readFolder(const QString& folder) {
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            m_problems << QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
            continue;
        }
        const QByteArray text = file.readAll();
        const auto read =
            shogi::puzzles::parseCollection(std::string_view(text.constData(), size_t(text.size())),
                                            QFileInfo(name).completeBaseName().toStdString());
        if (!read) {
            m_problems << QStringLiteral("%1: %2").arg(file.fileName(),
                                                       QString::fromStdString(read.error().describe()));
            continue;
        }
        for (const auto& p : *read)
            m_puzzles.push_back(p);
    }
}

QStringList PuzzleLibrary::collections() const {
    QStringList out;
    for (const auto& p : m_puzzles) {
        const QString c = QString::fromStdString(p.collection);
        if (!out.contains(c)) out << c;
    }
    return out;
}

int PuzzleLibrary::addToUserCollection(const QString& name, const std::vector<Puzzle>& found) {
    const QString path = QDir(m_userFolder).filePath(name + QStringLiteral(".tsv"));
    QByteArray text;
    std::set<std::string> have;
    if (QFile old(path); old.open(QIODevice::ReadOnly)) {
        text = old.readAll();
        if (!text.isEmpty() && !text.endsWith('\n')) text += '\n';
        if (const auto read = shogi::puzzles::parseCollection(
                std::string_view(text.constData(), size_t(text.size())), name.toStdString()))
            for (const auto& p : *read)
                have.insert(p.sfen);
    }
    int added = 0;
    for (const auto& p : found) {
        if (!have.insert(p.sfen).second) continue;
        text += QByteArray::fromStdString(shogi::puzzles::formatLine(p)) + '\n';
        ++added;
    }
    QDir().mkpath(m_userFolder);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) return -1;
    reload();
    return added;
}
