#include "analysis/EvalComment.h"

#include "analysis/EvalCommentForms.h"
#include "analysis/PvText.h"

#include <QRegularExpression>
#include <QStringList>

namespace shogi::analysis {

namespace {

const QString kScore = QStringLiteral("評価値=");
const QString kMate = QStringLiteral("詰み=");
const QString kPv = QStringLiteral("読み筋=");
const QString kDepth = QStringLiteral("深さ=");
const QString kNodes = QStringLiteral("ノード数=");
const QString kEngine = QStringLiteral("エンジン=");
const QString kBlackWins = QStringLiteral("先手勝ち");
const QString kWhiteWins = QStringLiteral("後手勝ち");

// The words ShogiHome's getSituationText writes on the line above #評価値 (src/common/record/score.ts).
const QStringList kSituations = {
    QStringLiteral("先手勝勢"), QStringLiteral("先手優勢"), QStringLiteral("先手有利"),
    QStringLiteral("先手有望"), QStringLiteral("互角"),     QStringLiteral("後手有望"),
    QStringLiteral("後手有利"), QStringLiteral("後手優勢"), QStringLiteral("後手勝勢")};

// The quality headers: ours (MoveQuality) and ShogiHome's four, in Japanese and in English.
const QStringList kQualityWords = {QStringLiteral("緩手"),       QStringLiteral("疑問手"),
                                   QStringLiteral("悪手"),       QStringLiteral("大悪手"),
                                   QStringLiteral("Inaccuracy"), QStringLiteral("Dubious"),
                                   QStringLiteral("Mistake"),    QStringLiteral("Blunder")};

bool isAnalysisLine(const QString& line) {
    if (!line.startsWith(QLatin1Char('#'))) return false;
    const QStringView rest = QStringView(line).mid(1);
    for (const QString& key : {kScore, kMate, kPv, kDepth, kNodes, kEngine})
        if (rest.startsWith(key)) return true;
    return false;
}

bool isQualityLine(const QString& line) {
    return line.size() > 2 && line.startsWith(u'【') && line.endsWith(u'】') &&
           kQualityWords.contains(line.mid(1, line.size() - 2));
}

std::optional<int> intAfter(QStringView text) {
    static const QRegularExpression number(QStringLiteral("^[+-]?[0-9]+"));
    const auto m = number.match(text);
    if (!m.hasMatch()) return std::nullopt;
    bool ok = false;
    const int value = m.capturedView(0).toInt(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

// "先手勝ち:5手", "後手勝ち" -> a mate from Black's view.
std::optional<usi::Score> parseMate(QStringView text) {
    const bool black = text.startsWith(kBlackWins);
    if (!black && !text.startsWith(kWhiteWins)) return std::nullopt;
    static const QRegularExpression plies(QStringLiteral("^:([0-9]+)手"));
    const auto m = plies.match(text.mid(kBlackWins.size()));
    const int n = m.hasMatch() ? m.capturedView(1).toInt() : 0;
    if (n > 0) return usi::Score::mate(black ? n : -n);
    return usi::Score::mateUnknown(black);
}

// ShogiHome's lines with one prefix: '#' (analysis) or '*' (a playing engine).
std::optional<Evaluation> readShogiHome(const QStringList& lines, QChar prefix, const Position& pos) {
    Evaluation e;
    e.source = prefix == u'#' ? Evaluation::Source::Analysis : Evaluation::Source::Player;
    std::optional<usi::Score> cp, mate;
    for (const QString& line : lines) {
        if (!line.startsWith(prefix)) continue;
        const QStringView rest = QStringView(line).mid(1);
        if (rest.startsWith(kScore)) {
            // ShogiHome writes integers; a decimal point (some converters) is read up to the point.
            if (const auto n = intAfter(rest.mid(kScore.size()))) cp = usi::Score::cp(*n);
        } else if (rest.startsWith(kMate)) {
            if (const auto m = parseMate(rest.mid(kMate.size()))) mate = m;
        } else if (rest.startsWith(kPv)) {
            e.pv = parseJapanesePv(pos, rest.mid(kPv.size()));
        } else if (rest.startsWith(kDepth)) {
            e.depth = intAfter(rest.mid(kDepth.size()));
        } else if (rest.startsWith(kNodes)) {
            if (const auto n = intAfter(rest.mid(kNodes.size()))) e.nodes = *n;
        } else if (rest.startsWith(kEngine)) {
            e.engine = rest.mid(kEngine.size()).toString();
        }
    }
    // ShogiHome keeps the last centipawn score beside a mate it found later: the mate is the news.
    if (!mate && !cp) return std::nullopt;
    e.score = mate ? *mate : *cp;
    return e;
}

QString mateText(const usi::Score& blackView) {
    QString text = blackView.mating ? kBlackWins : kWhiteWins;
    if (blackView.matePlies && *blackView.matePlies > 0)
        text += QStringLiteral(":%1手").arg(*blackView.matePlies);
    return text;
}

} // namespace

std::optional<Evaluation> readEvaluation(const QString& comment, const Position& pos) {
    if (comment.isEmpty()) return std::nullopt;
    const QStringList lines = comment.split(QLatin1Char('\n'));
    if (auto e = readShogiHome(lines, u'#', pos)) return e;
    if (auto e = forms::readShogiGui(lines, pos, /*analysis=*/true)) return e;
    if (auto e = readShogiHome(lines, u'*', pos)) return e;
    if (auto e = forms::readShogiGui(lines, pos, /*analysis=*/false)) return e;
    return forms::readFloodgate(lines, pos);
}

QString withoutEvaluation(const QString& comment) {
    if (comment.isEmpty()) return comment;
    const QStringList lines = comment.split(QLatin1Char('\n'));
    QStringList kept;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        const bool situation = kSituations.contains(line) && i + 1 < lines.size() &&
                               lines[i + 1].startsWith(QLatin1Char('#') + kScore);
        if (!situation && !isAnalysisLine(line) && !isQualityLine(line)) kept << line;
    }
    return kept.join(QLatin1Char('\n'));
}

QString withEvaluation(const QString& comment, const Evaluation& evaluation, const Position& pos) {
    const QString header = qualityHeader(comment);
    QStringList lines;
    if (!header.isEmpty()) lines << u'【' + header + u'】';
    const usi::Score& s = evaluation.score;
    if (s.kind == usi::Score::Kind::Mate)
        lines << QLatin1Char('#') + kMate + mateText(s);
    else
        lines << QLatin1Char('#') + kScore + QString::number(s.centipawns);
    if (!evaluation.pv.empty()) lines << QLatin1Char('#') + kPv + formatPv(pos, evaluation.pv);
    if (evaluation.depth) lines << QLatin1Char('#') + kDepth + QString::number(*evaluation.depth);
    if (evaluation.nodes) lines << QLatin1Char('#') + kNodes + QString::number(*evaluation.nodes);
    if (!evaluation.engine.isEmpty())
        lines << QLatin1Char('#') + kEngine + QString(evaluation.engine).replace(QLatin1Char('\n'), u' ');
    const QString rest = withoutEvaluation(comment);
    if (!rest.isEmpty()) lines << rest;
    return lines.join(QLatin1Char('\n'));
}

QString qualityHeader(const QString& comment) {
    const QString first = comment.section(QLatin1Char('\n'), 0, 0);
    return isQualityLine(first) ? first.mid(1, first.size() - 2) : QString();
}

QString withQualityHeader(const QString& comment, const QString& word) {
    QString rest = comment;
    if (!qualityHeader(comment).isEmpty()) {
        const qsizetype newline = comment.indexOf(QLatin1Char('\n'));
        rest = newline < 0 ? QString() : comment.mid(newline + 1);
    }
    if (word.isEmpty()) return rest;
    const QString header = u'【' + word + u'】';
    return rest.isEmpty() ? header : header + QLatin1Char('\n') + rest;
}

} // namespace shogi::analysis
