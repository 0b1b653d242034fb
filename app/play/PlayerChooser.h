#pragma once
// One side's player in the new-game dialog, on one row: who plays it (a person, Shogiban's engine, an engine
// of the catalog that can play the board) and what that needs: a person's name, the engine's level, an
// engine's time per move when the game has no clock. Only the fields that apply are shown.
#include "game/PlayerSpec.h"

#include <QString>
#include <QWidget>

#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class PlayerChooser : public QWidget {
    Q_OBJECT
public:
    using Engines = std::vector<std::pair<QString, QString>>; // catalog id, display name

    explicit PlayerChooser(QWidget* parent = nullptr);

    // The catalog's engines that can play the board (the built-in excluded: it is "Computer"). A chosen
    // engine no longer offered falls back to Shogiban's engine at the default level.
    void setEngines(const Engines& engines);
    void setPlayer(const PlayerSpec& player, const QString& name);
    PlayerSpec player() const;
    // The typed name for a person (may be empty); for a computer the name of the engine (and its level), as
    // the dialog shows it.
    QString name() const;
    // An engine in a game without a clock thinks for a time per move, chosen here.
    void setClockless(bool clockless);
    QLineEdit* nameEdit() const { return m_name; }

    static QString builtinName(int level);

signals:
    void changed();

private:
    void refreshFields();

    QComboBox* m_kind;
    QLineEdit* m_name;
    QLabel* m_levelLabel;
    QSpinBox* m_level;
    QLabel* m_timeLabel;
    QSpinBox* m_moveSeconds;
    Engines m_engines;
    bool m_clockless = true;
};
