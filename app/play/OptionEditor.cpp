#include "play/OptionEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using shogi::usi::EngineOption;

namespace {

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

// A spin box holds an int: an engine's 64-bit range (hash sizes, node counts) is cut to what it can show.
int clampToInt(std::int64_t v) {
    return int(std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

} // namespace

OptionEditor::OptionEditor(QWidget* parent)
    : QWidget(parent), m_form(new QFormLayout), m_empty(new QLabel(tr("This engine has no options."))),
      m_reset(new QPushButton(tr("Reset to Defaults"))) {
    auto* inner = new QWidget;
    auto* innerLayout = new QVBoxLayout(inner);
    innerLayout->addLayout(m_form);
    innerLayout->addWidget(m_empty);
    innerLayout->addStretch();
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("optionScroll"));
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_reset->setObjectName(QStringLiteral("resetOptions"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_reset);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    layout->addLayout(buttons);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        resetToDefaults();
        emit edited();
    });
    setOptions({});
}

void OptionEditor::clearRows() {
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_rows.clear();
}

void OptionEditor::setOptions(std::vector<EngineOption> options, const Values& values) {
    const QSignalBlocker quiet(this); // showing values is not editing them
    clearRows();
    m_options = std::move(options);
    for (const EngineOption& option : m_options) {
        Row row = makeRow(option);
        const QString name = fromStd(option.name);
        const auto it = values.find(name);
        // The core says whether a saved value still suits the option (the engine may have changed).
        if (row.write && it != values.end() && !shogi::usi::valueProblem(option, it->toStdString()))
            row.write(*it);
        row.editor->setObjectName(name);
        if (option.type == EngineOption::Type::Button)
            m_form->addRow(QString(), row.editor);
        else
            m_form->addRow(name + QLatin1Char(':'), row.editor);
        m_rows.push_back(std::move(row));
    }
    m_empty->setVisible(m_options.empty());
    m_reset->setEnabled(std::any_of(m_rows.begin(), m_rows.end(), [](const Row& r) { return bool(r.read); }));
}

OptionEditor::Row OptionEditor::makeRow(const EngineOption& option) {
    Row row;
    const QString name = fromStd(option.name);
    const QString def = fromStd(option.defaultValue);
    switch (option.type) {
    case EngineOption::Type::Check: {
        auto* box = new QCheckBox;
        row.editor = box;
        row.read = [box] { return box->isChecked() ? QStringLiteral("true") : QStringLiteral("false"); };
        row.write = [box](const QString& v) { box->setChecked(v == QLatin1String("true")); };
        row.defaultValue = def == QLatin1String("true") ? def : QStringLiteral("false");
        connect(box, &QCheckBox::toggled, this, &OptionEditor::edited);
        break;
    }
    case EngineOption::Type::Spin: {
        auto* spin = new QSpinBox;
        const int lo = clampToInt(option.min.value_or(std::numeric_limits<int>::min()));
        const int hi = clampToInt(option.max.value_or(std::numeric_limits<int>::max()));
        spin->setRange(lo, std::max(lo, hi));
        spin->setToolTip(tr("A whole number from %1 to %2").arg(lo).arg(std::max(lo, hi)));
        row.editor = spin;
        row.read = [spin] { return QString::number(spin->value()); };
        row.write = [spin](const QString& v) { spin->setValue(clampToInt(v.toLongLong())); };
        bool ok = false;
        const qlonglong d = def.toLongLong(&ok);
        row.defaultValue =
            QString::number(std::clamp(ok ? clampToInt(d) : lo, spin->minimum(), spin->maximum()));
        connect(spin, &QSpinBox::valueChanged, this, &OptionEditor::edited);
        break;
    }
    case EngineOption::Type::Combo: {
        auto* combo = new QComboBox;
        for (const std::string& choice : option.choices)
            combo->addItem(fromStd(choice));
        row.editor = combo;
        row.read = [combo] { return combo->currentText(); };
        row.write = [combo](const QString& v) { combo->setCurrentIndex(std::max(0, combo->findText(v))); };
        row.defaultValue = combo->findText(def) >= 0 ? def : combo->itemText(0);
        connect(combo, &QComboBox::currentIndexChanged, this, &OptionEditor::edited);
        break;
    }
    case EngineOption::Type::String:
    case EngineOption::Type::Filename: {
        auto* edit = new QLineEdit;
        row.read = [edit] { return edit->text(); };
        row.write = [edit](const QString& v) { edit->setText(v); };
        row.defaultValue = def;
        connect(edit, &QLineEdit::textEdited, this, &OptionEditor::edited);
        if (option.type == EngineOption::Type::String) {
            row.editor = edit;
            break;
        }
        auto* box = new QWidget;
        auto* line = new QHBoxLayout(box);
        line->setContentsMargins(0, 0, 0, 0);
        auto* browse = new QPushButton(tr("Browse…"));
        browse->setObjectName(QStringLiteral("browse"));
        line->addWidget(edit, 1);
        line->addWidget(browse);
        connect(browse, &QPushButton::clicked, this, [this, edit, name] {
            const QString file = QFileDialog::getOpenFileName(this, tr("Choose the File for %1").arg(name),
                                                              QFileInfo(edit->text()).absolutePath());
            if (file.isEmpty()) return;
            edit->setText(file);
            emit edited();
        });
        // The line edit is what a test or a caller reads; the browse button sits beside it.
        row.editor = box;
        edit->setObjectName(QStringLiteral("path"));
        break;
    }
    case EngineOption::Type::Button: {
        auto* button = new QPushButton(name);
        button->setEnabled(m_buttonsActive);
        button->setToolTip(m_buttonsActive ? tr("Sends “%1” to the engine now").arg(name)
                                           : tr("Only while the engine runs"));
        row.editor = button;
        connect(button, &QPushButton::clicked, this, [this, name] { emit buttonPressed(name); });
        break;
    }
    }
    if (row.write) row.write(row.defaultValue);
    return row;
}

OptionEditor::Values OptionEditor::values() const {
    Values out;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows[i];
        if (!row.read) continue;
        const QString value = row.read();
        if (value != row.defaultValue) out.insert(fromStd(m_options[i].name), value);
    }
    return out;
}

void OptionEditor::resetToDefaults() {
    const QSignalBlocker quiet(this);
    for (const Row& row : m_rows)
        if (row.write) row.write(row.defaultValue);
}

void OptionEditor::setButtonsActive(bool active) {
    m_buttonsActive = active;
    setOptions(m_options, values());
}

QWidget* OptionEditor::editorFor(const QString& name) const {
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (fromStd(m_options[i].name) == name) {
            QWidget* editor = m_rows[i].editor;
            if (auto* path = editor->findChild<QLineEdit*>(QStringLiteral("path"))) return path;
            return editor;
        }
    return nullptr;
}
