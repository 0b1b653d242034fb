#pragma once
// Choosing the next game: board, handicap, players (a person, Shogiban's engine at a level, or an engine of
// the catalog that can play the board) and who plays Black (as entered or by furigoma), the clock, and the
// referee's policies. setup() is what the controller starts from.
#include "rules/Furigoma.h"
#include "game/GameSetup.h"

#include <QDialog>

#include <optional>

class EngineCatalog;
class FurigomaView;
class PlayerChooser;
struct UserPrompts;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class TimeControlBox;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    // Without a catalog only people and Shogiban's engine are offered; with one, its engines too and an
    // Engines… button that opens the engine manager (asking through `prompts`).
    explicit NewGameDialog(const GameSetup& initial, EngineCatalog* engines = nullptr,
                           const UserPrompts* prompts = nullptr, QWidget* parent = nullptr);
    // What the dialog offers before any game was set up in it: the person plays Black against the computer.
    static GameSetup firstSetup();

    GameSetup setup() const;
    // Tosses the pawns with the given seed (the "Toss" button uses a random one) and shows the result.
    void tossFurigoma(quint64 seed);
    std::optional<shogi::FurigomaResult> furigomaResult() const;
    const FurigomaView* furigomaView() const { return m_furigomaView; }

private:
    void variantChosen();
    void refreshPlayers();
    void refreshEngines();
    void manageEngines();
    bool isHandicap() const;
    bool furigomaActive() const;

    QComboBox* m_variant;
    QComboBox* m_handicap;
    EngineCatalog* m_engines;
    const UserPrompts* m_prompts;
    QLabel* m_firstLabel;
    PlayerChooser* m_first;
    QLabel* m_secondLabel;
    PlayerChooser* m_second;
    QFormLayout* m_playersForm;
    QCheckBox* m_furigoma;
    QHBoxLayout* m_tossRow;
    QPushButton* m_toss;
    FurigomaView* m_furigomaView;
    QLabel* m_furigomaText;
    TimeControlBox* m_time;
    QComboBox* m_policy;
    QComboBox* m_impasse;
    QDialogButtonBox* m_buttons;
    QString m_startSfen; // a position set up in the editor: it replaces the board and handicap choices
};
