#include "gui/Settings.h"

#include "game/GameSetupJson.h"
#include "gui/LanguageManager.h"

#include <algorithm>

namespace {

// Keys and stored words: stable text, so a settings file stays readable and survives enum reordering.
const QString kPieceStyle = QStringLiteral("board/pieceStyle");
const QString kKanjiTwoChar = QStringLiteral("board/kanjiTwoChar");
const QString kLook = QStringLiteral("board/look");
const QString kLegalMoves = QStringLiteral("board/highlightLegalMoves");
const QString kLastMove = QStringLiteral("board/highlightLastMove");
const QString kCheck = QStringLiteral("board/highlightCheck");
const QString kThreats = QStringLiteral("board/highlightThreats");
const QString kWesternCoordinates = QStringLiteral("board/westernCoordinates");
const QString kFlipped = QStringLiteral("board/flipped");
const QString kFacesPlayer = QStringLiteral("board/facesPlayer");
const QString kAlwaysPromote = QStringLiteral("play/alwaysPromote");
const QString kNotation = QStringLiteral("moveList/notation");
const QString kLanguage = QStringLiteral("language");
const QString kBookFile = QStringLiteral("bookFile");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSetup = QStringLiteral("newGame/");
const QString kSound = QStringLiteral("play/sound");
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kAnalysisLines = QStringLiteral("analysis/lines");
const QString kAnalysisSideToMove = QStringLiteral("analysis/fromSideToMove");
const QString kEvalGraphWinRate = QStringLiteral("analysis/graphWinRate");
const QString kThreatWatch = QStringLiteral("analysis/threatWatch");
const QString kAnalysisEngines = QStringLiteral("analysis/engines");
const QString kAnalysisTimeLimit = QStringLiteral("analysis/timeLimit");
const QString kRecordEvaluations = QStringLiteral("play/recordEngineEvaluations");
const QString kShowEvaluations = QStringLiteral("play/showEvaluationsInGames");

} // namespace

Settings::Settings(QObject* parent) : QObject(parent), m_store(std::make_unique<QSettings>()) {}

Settings::Settings(const QString& iniFile, QObject* parent)
    : QObject(parent), m_store(std::make_unique<QSettings>(iniFile, QSettings::IniFormat)) {}

void Settings::write(const QString& key, const QVariant& value, bool overrideEnded) {
    if (m_store->value(key) == value) {
        if (overrideEnded) emit changed();
        return;
    }
    m_store->setValue(key, value);
    emit changed();
}

void Settings::overrideLanguage(const QString& code) {
    m_languageOverride = code;
    emit changed();
}

void Settings::overridePieceStyle(PieceStyle style) {
    m_pieceStyleOverride = style;
    emit changed();
}

PieceStyle Settings::pieceFamily() const {
    if (m_pieceStyleOverride)
        return *m_pieceStyleOverride == PieceStyle::KanjiTwoChar ? PieceStyle::Kanji : *m_pieceStyleOverride;
    const QString w = m_store->value(kPieceStyle).toString();
    if (w == QLatin1String("western")) return PieceStyle::Western;
    if (w == QLatin1String("beginner")) return PieceStyle::Beginner;
    return PieceStyle::Kanji;
}

void Settings::setPieceFamily(PieceStyle family) {
    const char* w = family == PieceStyle::Western    ? "western"
                    : family == PieceStyle::Beginner ? "beginner"
                                                     : "kanji";
    const bool overridden = m_pieceStyleOverride.has_value();
    m_pieceStyleOverride.reset();
    write(kPieceStyle, QString::fromLatin1(w), overridden);
}

bool Settings::kanjiTwoChar() const {
    if (m_pieceStyleOverride) return *m_pieceStyleOverride == PieceStyle::KanjiTwoChar;
    return m_store->value(kKanjiTwoChar, false).toBool();
}

void Settings::setKanjiTwoChar(bool on) {
    const bool overridden = m_pieceStyleOverride.has_value();
    m_pieceStyleOverride.reset();
    write(kKanjiTwoChar, on, overridden);
}

PieceStyle Settings::pieceStyle() const {
    const PieceStyle family = pieceFamily();
    return family == PieceStyle::Kanji && kanjiTwoChar() ? PieceStyle::KanjiTwoChar : family;
}

BoardLook Settings::boardLook() const {
    return m_store->value(kLook).toString() == QLatin1String("plain") ? BoardLook::Plain : BoardLook::Wood;
}
void Settings::setBoardLook(BoardLook look) {
    write(kLook, look == BoardLook::Plain ? QStringLiteral("plain") : QStringLiteral("wood"));
}

Highlights Settings::highlights() const {
    const Highlights d;
    Highlights h;
    h.legalMoves = m_store->value(kLegalMoves, d.legalMoves).toBool();
    h.lastMove = m_store->value(kLastMove, d.lastMove).toBool();
    h.check = m_store->value(kCheck, d.check).toBool();
    h.threats = m_store->value(kThreats, d.threats).toBool();
    return h;
}

void Settings::setHighlights(const Highlights& h) {
    write(kLegalMoves, h.legalMoves);
    write(kLastMove, h.lastMove);
    write(kCheck, h.check);
    write(kThreats, h.threats);
}

bool Settings::westernCoordinates() const {
    // Until chosen, the board's ranks follow the move notation: moves written "P-7f" need rank letters to be found.
    return m_store->value(kWesternCoordinates, notation() == Notation::Western).toBool();
}
void Settings::setWesternCoordinates(bool on) {
    write(kWesternCoordinates, on);
}

bool Settings::alwaysPromote() const {
    return m_store->value(kAlwaysPromote, false).toBool();
}
void Settings::setAlwaysPromote(bool on) {
    write(kAlwaysPromote, on);
}

bool Settings::boardFlipped() const {
    return m_store->value(kFlipped, false).toBool();
}
void Settings::setBoardFlipped(bool flipped) {
    write(kFlipped, flipped);
}
bool Settings::boardFacesPlayer() const {
    return m_store->value(kFacesPlayer, true).toBool();
}
void Settings::setBoardFacesPlayer(bool on) {
    write(kFacesPlayer, on);
}

Settings::Notation Settings::notation() const {
    const QString w = m_store->value(kNotation).toString();
    if (w == QLatin1String("japanese")) return Notation::Japanese;
    if (w == QLatin1String("western")) return Notation::Western;
    return LanguageManager::effectiveLanguage(language()) == QLatin1String("ja") ? Notation::Japanese
                                                                                 : Notation::Western;
}

void Settings::setNotation(Notation n) {
    write(kNotation, n == Notation::Japanese ? QStringLiteral("japanese") : QStringLiteral("western"));
}

QString Settings::bookFile() const {
    return m_store->value(kBookFile).toString();
}

void Settings::setBookFile(const QString& path) {
    m_store->setValue(kBookFile, path);
}

QString Settings::language() const {
    const QString code = m_languageOverride.value_or(m_store->value(kLanguage).toString());
    return LanguageManager::supportedLanguages().contains(code) ? code : QString();
}

void Settings::setLanguage(const QString& code) {
    const bool overridden = m_languageOverride.has_value();
    m_languageOverride.reset();
    write(kLanguage, code, overridden);
}

QByteArray Settings::windowGeometry() const {
    return m_store->value(kGeometry).toByteArray();
}
QByteArray Settings::windowState() const {
    return m_store->value(kState).toByteArray();
}
void Settings::setWindow(const QByteArray& geometry, const QByteArray& state) {
    // Not a preference, so nobody needs to hear about it; on the disk at once, for a session that ends by a
    // signal.
    m_store->setValue(kGeometry, geometry);
    m_store->setValue(kState, state);
    m_store->sync();
}

// Not preferences either: the menu reads the list when it opens, so nobody needs to hear about a change.
QStringList Settings::recentFiles() const {
    return m_store->value(kRecentFiles).toStringList();
}

void Settings::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    m_store->setValue(kRecentFiles, files.mid(0, MaxRecentFiles));
}

void Settings::removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    if (files.removeAll(path) > 0) m_store->setValue(kRecentFiles, files);
}

GameSetup Settings::lastSetup() const {
    GameSetup s;
    const auto v = [this](const char* key, const QVariant& fallback = {}) {
        return m_store->value(kSetup + QLatin1String(key), fallback);
    };
    s.variant =
        shogi::Variant::fromId(v("variant").toString().toStdString()).value_or(shogi::VariantKind::Standard);
    s.handicapId = v("handicap", s.handicapId).toString();
    s.blackName = v("blackName").toString();
    s.whiteName = v("whiteName").toString();
    s.timeControl.kind = GameSetupJson::timeKindFromWord(v("timeControl").toString());
    s.timeControl.mainMs = v("mainMs", 0).toLongLong();
    s.timeControl.byoyomiMs = v("byoyomiMs", 0).toLongLong();
    s.timeControl.incrementMs = v("incrementMs", 0).toLongLong();
    s.policy = v("policy").toString() == QLatin1String("tournament") ? shogi::IllegalMovePolicy::Tournament
                                                                     : shogi::IllegalMovePolicy::Friendly;
    s.impasseRule = v("impasseRule").toString() == QLatin1String("24") ? shogi::ImpasseRule::Points24
                                                                       : shogi::ImpasseRule::Points27;
    for (shogi::Color side : {shogi::Color::Black, shogi::Color::White}) {
        const QString prefix =
            side == shogi::Color::Black ? QStringLiteral("black") : QStringLiteral("white");
        const auto sv = [&](const char* key, const QVariant& fallback = {}) {
            return m_store->value(kSetup + prefix + QLatin1String(key), fallback);
        };
        PlayerSpec& p = s.player(side);
        p.kind = PlayerSpec::kindFromWord(sv("Player").toString());
        p.level = std::clamp(sv("Level", p.level).toInt(), PlayerSpec::MinLevel, PlayerSpec::MaxLevel);
        p.engineId = sv("Engine").toString();
        p.moveTimeMs = std::max(0, sv("MoveTimeMs", 0).toInt());
    }
    return s;
}

bool Settings::hasLastSetup() const {
    return m_store->contains(kSetup + QLatin1String("variant"));
}

void Settings::setLastSetup(const GameSetup& s) {
    const auto set = [this](const char* key, const QVariant& value) {
        m_store->setValue(kSetup + QLatin1String(key), value);
    };
    set("variant", QString::fromLatin1(shogi::Variant::get(s.variant).id.data(),
                                       qsizetype(shogi::Variant::get(s.variant).id.size())));
    set("handicap", s.handicapId);
    set("blackName", s.blackName);
    set("whiteName", s.whiteName);
    set("timeControl", GameSetupJson::timeKindWord(s.timeControl.kind));
    set("mainMs", qlonglong(s.timeControl.mainMs));
    set("byoyomiMs", qlonglong(s.timeControl.byoyomiMs));
    set("incrementMs", qlonglong(s.timeControl.incrementMs));
    set("policy", s.policy == shogi::IllegalMovePolicy::Tournament ? QStringLiteral("tournament")
                                                                   : QStringLiteral("friendly"));
    set("impasseRule",
        s.impasseRule == shogi::ImpasseRule::Points24 ? QStringLiteral("24") : QStringLiteral("27"));
    for (shogi::Color side : {shogi::Color::Black, shogi::Color::White}) {
        const std::string prefix = side == shogi::Color::Black ? "black" : "white";
        const PlayerSpec& p = s.player(side);
        set((prefix + "Player").c_str(), PlayerSpec::kindWord(p.kind));
        set((prefix + "Level").c_str(), p.level);
        set((prefix + "Engine").c_str(), p.engineId);
        set((prefix + "MoveTimeMs").c_str(), p.moveTimeMs);
    }
}

bool Settings::soundEnabled() const {
    return m_store->value(kSound, true).toBool();
}
void Settings::setSoundEnabled(bool on) {
    write(kSound, on);
}
int Settings::analysisLines() const {
    return std::clamp(m_store->value(kAnalysisLines, 1).toInt(), 1, 5);
}
void Settings::setAnalysisLines(int lines) {
    write(kAnalysisLines, std::clamp(lines, 1, 5));
}
bool Settings::threatWatch() const {
    return m_store->value(kThreatWatch, false).toBool();
}
void Settings::setThreatWatch(bool on) {
    write(kThreatWatch, on);
}
QStringList Settings::analysisEngines() const {
    return m_store->value(kAnalysisEngines).toStringList();
}
void Settings::setAnalysisEngines(const QStringList& ids) {
    m_store->setValue(kAnalysisEngines, ids); // the panel's state, not a preference: nobody listens
}
int Settings::analysisTimeLimit() const {
    return std::clamp(m_store->value(kAnalysisTimeLimit, 0).toInt(), 0, 3600);
}
void Settings::setAnalysisTimeLimit(int seconds) {
    m_store->setValue(kAnalysisTimeLimit, std::clamp(seconds, 0, 3600));
}
bool Settings::analysisFromSideToMove() const {
    return m_store->value(kAnalysisSideToMove, false).toBool();
}
void Settings::setAnalysisFromSideToMove(bool on) {
    write(kAnalysisSideToMove, on);
}
bool Settings::evalGraphWinRate() const {
    return m_store->value(kEvalGraphWinRate, false).toBool();
}
void Settings::setEvalGraphWinRate(bool on) {
    write(kEvalGraphWinRate, on);
}
bool Settings::recordEngineEvaluations() const {
    return m_store->value(kRecordEvaluations, true).toBool();
}
void Settings::setRecordEngineEvaluations(bool on) {
    write(kRecordEvaluations, on);
}
bool Settings::showEvaluationsInGames() const {
    return m_store->value(kShowEvaluations, false).toBool();
}
void Settings::setShowEvaluationsInGames(bool on) {
    write(kShowEvaluations, on);
}
