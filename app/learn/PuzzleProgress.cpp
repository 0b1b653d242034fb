#include "learn/PuzzleProgress.h"

#include "puzzles/PuzzlePicker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtDebug>

namespace {

// A problem's difficulty is an estimate, not a measured rating: Glicko-2 treats it as an opponent of
// moderate certainty.
constexpr double PuzzleDeviation = 100;

} // namespace

PuzzleProgress::PuzzleProgress(QString path) : m_path(std::move(path)) {
    if (m_path.isEmpty())
        m_path = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                     .filePath(QStringLiteral("puzzle-progress.json"));
    load();
}

void PuzzleProgress::record(const shogi::puzzles::Puzzle& puzzle, bool solved) {
    m_rating = shogi::puzzles::updateRating(
        m_rating, {{shogi::puzzles::difficulty(puzzle), PuzzleDeviation, solved ? 1.0 : 0.0}});
    if (solved) {
        ++m_solved;
        ++m_streak;
        m_bestStreak = std::max(m_bestStreak, m_streak);
        m_done.insert(puzzle.id());
    } else {
        ++m_failed;
        m_streak = 0;
    }
}

void PuzzleProgress::load() {
    QFile file(m_path);
    if (!file.exists()) return;
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning() << "puzzle progress: cannot read" << m_path << file.errorString();
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject()) {
        qWarning() << "puzzle progress: ignoring" << m_path << error.errorString();
        return;
    }
    const QJsonObject o = doc.object();
    m_rating.rating = o.value(QStringLiteral("rating")).toDouble(1500);
    m_rating.deviation = o.value(QStringLiteral("deviation")).toDouble(350);
    m_rating.volatility = o.value(QStringLiteral("volatility")).toDouble(0.06);
    m_solved = o.value(QStringLiteral("solved")).toInt();
    m_failed = o.value(QStringLiteral("failed")).toInt();
    m_streak = o.value(QStringLiteral("streak")).toInt();
    m_bestStreak = o.value(QStringLiteral("bestStreak")).toInt();
    for (const auto& id : o.value(QStringLiteral("done")).toArray())
        m_done.insert(id.toString().toStdString());
}

bool PuzzleProgress::save() const {
    QJsonObject o;
    o.insert(QStringLiteral("rating"), m_rating.rating);
    o.insert(QStringLiteral("deviation"), m_rating.deviation);
    o.insert(QStringLiteral("volatility"), m_rating.volatility);
    o.insert(QStringLiteral("solved"), m_solved);
    o.insert(QStringLiteral("failed"), m_failed);
    o.insert(QStringLiteral("streak"), m_streak);
    o.insert(QStringLiteral("bestStreak"), m_bestStreak);
    QJsonArray done;
    for (const auto& id : m_done)
        done.append(QString::fromStdString(id));
    o.insert(QStringLiteral("done"), done);
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    const QByteArray bytes = QJsonDocument(o).toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        qWarning() << "puzzle progress: cannot write" << m_path << file.errorString();
        return false;
    }
    return true;
}
