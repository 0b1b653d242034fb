#pragma once
// The user's choices, typed. Every QSettings key lives in Settings.cpp; the rest of the application reads and
// writes through these accessors, and changed() tells the window to apply them (preferences apply live).
// A run may override the language and the piece style (--lang, --pieces): the getters return the override,
// nothing is written, and the override ends when the user sets that preference.
#include "board/BoardOptions.h"
#include "game/GameSetup.h"
#include "game/MoveNotation.h"

#include <QByteArray>
#include <QObject>
#include <QSettings>

#include <memory>
#include <optional>

class Settings : public QObject {
    Q_OBJECT
public:
    using Notation = MoveNotation;

    // The user's settings (organisation and application names set in main()).
    explicit Settings(QObject* parent = nullptr);
    // Settings kept in a given file: tests and screenshots, so they neither read nor touch the user's.
    explicit Settings(const QString& iniFile, QObject* parent = nullptr);

    // Kanji, Western or Beginner; kanjiTwoChar refines Kanji into the two-character faces.
    PieceStyle pieceFamily() const;
    void setPieceFamily(PieceStyle family);
    bool kanjiTwoChar() const;
    void setKanjiTwoChar(bool on);
    PieceStyle pieceStyle() const; // what the board is given: the family with the sub-option applied

    BoardLook boardLook() const;
    void setBoardLook(BoardLook look);
    Highlights highlights() const;
    void setHighlights(const Highlights& h);
    bool westernCoordinates() const;
    void setWesternCoordinates(bool on);
    bool alwaysPromote() const;
    void setAlwaysPromote(bool on);
    // The board seen from White's side (View > Flip Board), kept for the next start.
    bool boardFlipped() const;
    void setBoardFlipped(bool flipped);
    // A person playing the computer sees the board from their side at the start of a game (on by default).
    bool boardFacesPlayer() const;
    void setBoardFacesPlayer(bool on);
    // Until the user picks one: Japanese when the application speaks Japanese, Western otherwise.
    Notation notation() const;
    void setNotation(Notation n);
    // "" follows the system; otherwise "en", "es", "it" or "ja".
    QString language() const;
    void setLanguage(const QString& code);

    // For this run only; a code of "en", "es", "it" or "ja".
    void overrideLanguage(const QString& code);
    void overridePieceStyle(PieceStyle style);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindow(const QByteArray& geometry, const QByteArray& state);

    // The opening book the Book panel shows; empty when none is open.
    QString bookFile() const;
    void setBookFile(const QString& path);

    // Game records opened or saved, the most recent first (File > Open Recent).
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    static constexpr int MaxRecentFiles = 10;

    // The new-game dialog starts from the previous game's choices.
    GameSetup lastSetup() const;
    bool hasLastSetup() const; // a game was set up in the new-game dialog before
    void setLastSetup(const GameSetup& setup);

    // Sounds for moves, captures, checks, the last seconds and the end of a game; on unless turned off.
    bool soundEnabled() const;
    void setSoundEnabled(bool on);
    // The analysis panel's lines (1-5) and point of view, and the evaluation graph's scale.
    int analysisLines() const;
    void setAnalysisLines(int lines);
    bool analysisFromSideToMove() const;
    void setAnalysisFromSideToMove(bool on);
    bool threatWatch() const; // the analysis panel's threat and mate watch
    void setThreatWatch(bool on);
    // The analysis panel's engines (catalog ids, the first column's first) and its seconds per position.
    QStringList analysisEngines() const;
    void setAnalysisEngines(const QStringList& ids);
    int analysisTimeLimit() const;
    void setAnalysisTimeLimit(int seconds);
    bool evalGraphWinRate() const;
    void setEvalGraphWinRate(bool on);
    // A playing engine's evaluation of each of its moves goes into the move's comment (on unless turned
    // off); in a game against a person it is shown only when the game ends, unless the person asks for it.
    bool recordEngineEvaluations() const;
    void setRecordEngineEvaluations(bool on);
    bool showEvaluationsInGames() const;
    void setShowEvaluationsInGames(bool on);

    // The store itself, for collaborators that keep keys of their own there (the engine catalog).
    QSettings& store() { return *m_store; }

signals:
    void changed();

private:
    // Writes the value; `overrideEnded` says an override of that preference was just dropped, so the value
    // read changes even when the stored one does not.
    void write(const QString& key, const QVariant& value, bool overrideEnded = false);

    std::unique_ptr<QSettings> m_store;
    std::optional<QString> m_languageOverride;
    std::optional<PieceStyle> m_pieceStyleOverride;
};
