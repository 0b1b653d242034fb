#pragma once
// Choosing the next game: board, handicap, players and who plays Black (as entered or by furigoma), the
// clock, and the referee's policies. setup() is what the controller starts from.
#include "rules/Furigoma.h"
#include "GameSetup.h"

#include <QDialog>

#include <optional>

class FurigomaView;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class TimeControlBox;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const GameSetup& initial, QWidget* parent = nullptr);

    GameSetup setup() const;
    // Tosses the pawns with the given seed (the "Toss" button uses a random one) and shows the result.
    void tossFurigoma(quint64 seed);
    std::optional<shogi::FurigomaResult> furigomaResult() const;
    const FurigomaView* furigomaView() const { return m_furigomaView; }

private:
    void variantChosen();
    void refreshPlayers();
    bool isHandicap() const;
    bool furigomaActive() const;

    QComboBox* m_variant;
    QComboBox* m_handicap;
    QLabel* m_firstLabel;
    QLineEdit* m_firstName;
    QLabel* m_secondLabel;
    QLineEdit* m_secondName;
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
