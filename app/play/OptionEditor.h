#pragma once
// Edits a USI engine's options, each with the widget its type calls for: check → check box, spin → spin box
// within min/max, combo → drop-down of its choices, string → line edit, filename → line edit and a Browse
// button, button → a push button that asks for the command to be sent. values() holds only what differs
// from the engine's defaults: that is what is saved and sent, so a later default of the engine still applies.
#include "usi/EngineOption.h"

#include <QMap>
#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QFormLayout;
class QLabel;
class QPushButton;

class OptionEditor : public QWidget {
    Q_OBJECT
public:
    using Values = QMap<QString, QString>; // option name → value as USI writes it

    explicit OptionEditor(QWidget* parent = nullptr);

    // Shows `options` with `values` applied over their defaults (a value that does not suit its option, say
    // a spin out of range or a combo choice the engine no longer offers, is left at the default).
    void setOptions(std::vector<shogi::usi::EngineOption> options, const Values& values = {});
    const std::vector<shogi::usi::EngineOption>& options() const { return m_options; }
    Values values() const;
    void resetToDefaults();
    // Button options do something only to a running engine: where none runs they are shown disabled.
    void setButtonsActive(bool active);
    // The editing widget of an option (for tests): QCheckBox, QSpinBox, QComboBox, QLineEdit, QPushButton.
    QWidget* editorFor(const QString& name) const;

signals:
    void buttonPressed(const QString& name); // a "button" option: send "setoption name NAME"
    void edited();

private:
    struct Row {
        QWidget* editor = nullptr;
        std::function<QString()> read; // empty for a button
        std::function<void(const QString&)> write;
        QString defaultValue; // normalised as read() would give it
    };
    Row makeRow(const shogi::usi::EngineOption& option);
    void clearRows();

    std::vector<shogi::usi::EngineOption> m_options;
    std::vector<Row> m_rows;
    QFormLayout* m_form;
    QLabel* m_empty;
    QPushButton* m_reset;
    bool m_buttonsActive = true;
};
