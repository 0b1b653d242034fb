#pragma once
// Game > Engine Tournament…: who plays (two or more engines from the user's engine list, the built-in one
// among them, each at a level where the engine has one), round robin or gauntlet, games per pairing, the
// openings (the built-in list, a file of SFEN / "startpos moves" lines, or a folder of records cut at move
// N), the time control, games at once, an SPRT for two engines, and the folder every game is saved to.
// "Resume…" picks the folder of a stopped tournament instead.
#include "match/TournamentFolder.h"

#include <QDialog>

#include <optional>

class EngineCatalog;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;
class TimeControlBox;

class TournamentDialog : public QDialog {
    Q_OBJECT
public:
    TournamentDialog(const EngineCatalog& engines, const QString& defaultFolder, QWidget* parent = nullptr);

    // After accept(): what to run and where.
    const shogi::match::TournamentState& state() const { return m_state; }
    const QString& folder() const { return m_folderPath; }

    // For tests and screenshots: the engine list's rows as (catalog id, level or 0).
    void setParticipants(const std::vector<std::pair<QString, int>>& rows);
    void setGamesPerPairing(int games);
    void setFolder(const QString& folder);
    void setTimeControl(const shogi::TimeControl& control);
    void setConcurrency(int games);
    void setMaxPlies(int plies);

    void accept() override;

private:
    void addRow(const QString& id, int level);
    void engineChosen(int row);
    void updateEnabled();
    void chooseOpenings();
    void chooseFolder();
    void resume();
    // The settings the fields describe; an error in words (and which field) when they do not make sense.
    std::optional<shogi::match::MatchSettings> readSettings(QString& error) const;

    const EngineCatalog& m_engines;
    QTableWidget* m_table;
    QComboBox* m_format;
    QSpinBox* m_games;
    QComboBox* m_variant;
    TimeControlBox* m_time;
    QComboBox* m_openingKind;
    QLineEdit* m_openingPath;
    QSpinBox* m_openingPlies;
    QSpinBox* m_concurrency;
    QSpinBox* m_maxPlies;
    QGroupBox* m_sprt;
    QDoubleSpinBox *m_elo0, *m_elo1, *m_alpha, *m_beta;
    QLineEdit* m_folder;
    QLabel* m_summary;
    shogi::match::TournamentState m_state;
    QString m_folderPath;
};
