#include "gui/HeadersDialog.h"

#include "game/ShogiTerms.h"
#include "rules/Handicap.h"
#include "rules/Sfen.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

using shogi::Color;

namespace {

const QString HandicapKey = QStringLiteral("手合割");

// The key a player's name goes under: the one the file used, else 下手/上手 in a handicap game.
QString playerKey(const shogi::GameRecord& record, const QString& even, const QString& handicap,
                  bool isHandicap) {
    if (!record.header(even).isEmpty()) return even;
    if (!record.header(handicap).isEmpty()) return handicap;
    return isHandicap ? handicap : even;
}

} // namespace

HeadersDialog::HeadersDialog(const shogi::GameRecord& record, QWidget* parent)
    : QDialog(parent), m_original(record.headers) {
    setObjectName(QStringLiteral("headersDialog"));
    setWindowTitle(tr("Game Information"));
    const shogi::Handicap* preset = shogi::Handicap::forPosition(record.startPosition());
    const bool handicap = preset && preset->id != "even";

    auto* form = new QFormLayout;
    const auto addField = [&](const QString& key, const QString& label) {
        auto* edit = new QLineEdit(record.header(key));
        edit->setObjectName(QStringLiteral("header_") + key);
        edit->setMinimumWidth(320);
        form->addRow(label, edit);
        m_fields.push_back({key, edit});
    };
    addField(playerKey(record, QStringLiteral("先手"), QStringLiteral("下手"), handicap),
             ShogiTerms::sideLabel(Color::Black, handicap));
    addField(playerKey(record, QStringLiteral("後手"), QStringLiteral("上手"), handicap),
             ShogiTerms::sideLabel(Color::White, handicap));
    addField(QStringLiteral("棋戦"), tr("Event:"));
    addField(QStringLiteral("場所"), tr("Place:"));
    addField(QStringLiteral("開始日時"), tr("Started:"));
    addField(QStringLiteral("終了日時"), tr("Ended:"));
    addField(QStringLiteral("持ち時間"), tr("Time control:"));
    addField(QStringLiteral("戦型"), tr("Opening:"));

    // The handicap is the start position's: changing the name would not change the pieces.
    auto* handicapLabel =
        new QLabel(preset ? ShogiTerms::handicapName(preset->id) : tr("Custom start position"));
    handicapLabel->setObjectName(QStringLiteral("handicapLabel"));
    handicapLabel->setToolTip(QString::fromStdString(shogi::sfen::format(record.startPosition())));
    handicapLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Handicap:"), handicapLabel);

    for (const auto& [key, value] : m_original) {
        const bool shown = key == HandicapKey || std::any_of(m_fields.begin(), m_fields.end(),
                                                             [&](const Field& f) { return f.key == key; });
        if (!shown) addField(key, tr("%1:").arg(key));
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QLineEdit* HeadersDialog::field(const QString& key) const {
    for (const Field& f : m_fields)
        if (f.key == key) return f.edit;
    return nullptr;
}

GameController::Headers HeadersDialog::headers() const {
    GameController::Headers out;
    const auto valueOf = [this](const QString& key) -> std::optional<QString> {
        if (QLineEdit* edit = field(key)) return edit->text().trimmed();
        return std::nullopt;
    };
    for (const auto& [key, value] : m_original) {
        const QString now = valueOf(key).value_or(value);
        if (!now.isEmpty()) out.append({key, now});
    }
    for (const Field& f : m_fields) {
        const bool known = std::any_of(m_original.begin(), m_original.end(),
                                       [&](const auto& h) { return h.first == f.key; });
        if (!known && !f.edit->text().trimmed().isEmpty()) out.append({f.key, f.edit->text().trimmed()});
    }
    return out;
}
