#include "play/PlayerChooser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace {

// The kind combo's data: "human", "builtin" or "engine:ID".
const QString Human = QStringLiteral("human");
const QString Builtin = QStringLiteral("builtin");
const QString EnginePrefix = QStringLiteral("engine:");

} // namespace

QString PlayerChooser::builtinName(int level) {
    return tr("Shogiban (level %1)").arg(level);
}

PlayerChooser::PlayerChooser(QWidget* parent)
    : QWidget(parent), m_kind(new QComboBox), m_name(new QLineEdit), m_levelLabel(new QLabel(tr("Level:"))),
      m_level(new QSpinBox), m_timeLabel(new QLabel(tr("Time per move:"))), m_moveSeconds(new QSpinBox) {
    m_kind->setObjectName(QStringLiteral("playerKind"));
    m_name->setObjectName(QStringLiteral("playerName"));
    m_level->setObjectName(QStringLiteral("playerLevel"));
    m_moveSeconds->setObjectName(QStringLiteral("playerMoveTime"));
    m_name->setPlaceholderText(tr("Name (optional)"));
    // Engines call themselves at length ("gpsshogi (smp) vm r3033 wordsize 64 ..."): the closed list is kept
    // short, the rest of the row goes to the fields beside it.
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kind->setMinimumContentsLength(18);
    m_kind->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_level->setRange(PlayerSpec::MinLevel, PlayerSpec::MaxLevel);
    m_level->setToolTip(tr("1 is for someone who has just learned the moves; 10 is full strength."));
    m_moveSeconds->setRange(1, 600);
    m_level->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_moveSeconds->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_moveSeconds->setSuffix(tr(" s"));
    m_moveSeconds->setValue(PlayerSpec::DefaultMoveTimeMs / 1000);
    m_levelLabel->setBuddy(m_level);
    m_timeLabel->setBuddy(m_moveSeconds);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_kind);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_levelLabel);
    layout->addWidget(m_level);
    layout->addWidget(m_timeLabel);
    layout->addWidget(m_moveSeconds);
    layout->addStretch(0); // takes the room the name leaves: see refreshFields()
    setEngines({});
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        refreshFields();
        emit changed();
    });
    connect(m_name, &QLineEdit::textChanged, this, &PlayerChooser::changed);
    connect(m_level, &QSpinBox::valueChanged, this, &PlayerChooser::changed);
    connect(m_moveSeconds, &QSpinBox::valueChanged, this, &PlayerChooser::changed);
}

void PlayerChooser::setEngines(const Engines& engines) {
    const QString chosen = m_kind->currentData().toString();
    m_engines = engines;
    {
        const QSignalBlocker quiet(m_kind);
        m_kind->clear();
        m_kind->addItem(tr("Human"), Human);
        m_kind->addItem(tr("Computer"), Builtin);
        for (const auto& [id, name] : engines)
            m_kind->addItem(name, EnginePrefix + id);
        const int again = m_kind->findData(chosen);
        m_kind->setCurrentIndex(again >= 0 ? again : chosen.isEmpty() || chosen == Human ? 0 : 1);
    }
    refreshFields();
}

void PlayerChooser::setPlayer(const PlayerSpec& player, const QString& name) {
    const QString data = player.kind == PlayerSpec::Kind::Human     ? Human
                         : player.kind == PlayerSpec::Kind::Builtin ? Builtin
                                                                    : EnginePrefix + player.engineId;
    const QSignalBlocker quiet(this);
    const int row = m_kind->findData(data);
    m_kind->setCurrentIndex(row >= 0 ? row : 1);
    m_level->setValue(player.level);
    m_moveSeconds->setValue((player.moveTimeMs > 0 ? player.moveTimeMs : PlayerSpec::DefaultMoveTimeMs) /
                            1000);
    m_name->setText(player.isHuman() ? name : QString());
    refreshFields();
}

PlayerSpec PlayerChooser::player() const {
    const QString data = m_kind->currentData().toString();
    PlayerSpec p = data == Human     ? PlayerSpec::human()
                   : data == Builtin ? PlayerSpec::builtin(m_level->value())
                                     : PlayerSpec::engine(data.mid(EnginePrefix.size()));
    if (!p.isHuman()) p.moveTimeMs = m_moveSeconds->value() * 1000;
    return p;
}

QString PlayerChooser::name() const {
    const PlayerSpec p = player();
    switch (p.kind) {
    case PlayerSpec::Kind::Human:
        return m_name->text().trimmed();
    case PlayerSpec::Kind::Builtin:
        return builtinName(p.level);
    case PlayerSpec::Kind::Engine:
        return m_kind->currentText();
    }
    return {};
}

void PlayerChooser::setClockless(bool clockless) {
    m_clockless = clockless;
    refreshFields();
}

void PlayerChooser::refreshFields() {
    const PlayerSpec p = player();
    m_name->setVisible(p.isHuman());
    m_levelLabel->setVisible(p.kind == PlayerSpec::Kind::Builtin);
    m_level->setVisible(p.kind == PlayerSpec::Kind::Builtin);
    m_timeLabel->setVisible(!p.isHuman() && m_clockless);
    m_moveSeconds->setVisible(!p.isHuman() && m_clockless);
    auto* row = static_cast<QHBoxLayout*>(layout());
    row->setStretch(row->count() - 1, p.isHuman() ? 0 : 1);
}
