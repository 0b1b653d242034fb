#include "gui/NewGameDialog.h"

#include "play/EngineCatalog.h"
#include "play/EngineManagerDialog.h"
#include "gui/FurigomaView.h"
#include "play/PlayerChooser.h"
#include "play/ScreenFit.h"
#include "rules/Handicap.h"
#include "game/ShogiTerms.h"
#include "gui/TimeControlBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

using shogi::Color;

GameSetup NewGameDialog::firstSetup() {
    GameSetup s;
    s.player(Color::White) = PlayerSpec::builtin(3);
    return s;
}

NewGameDialog::NewGameDialog(const GameSetup& initial, EngineCatalog* engines, const UserPrompts* prompts,
                             QWidget* parent)
    : QDialog(parent), m_variant(new QComboBox), m_handicap(new QComboBox), m_engines(engines),
      m_prompts(prompts), m_firstLabel(new QLabel), m_first(new PlayerChooser), m_secondLabel(new QLabel),
      m_second(new PlayerChooser), m_playersForm(new QFormLayout),
      m_furigoma(new QCheckBox(tr("Decide who plays Black by furigoma (tossing five pawns)"))),
      m_tossRow(new QHBoxLayout), m_toss(new QPushButton(tr("Toss the pawns"))),
      m_furigomaView(new FurigomaView), m_furigomaText(new QLabel), m_time(new TimeControlBox),
      m_policy(new QComboBox), m_impasse(new QComboBox),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
    setWindowTitle(tr("New Game"));

    for (auto kind :
         {shogi::VariantKind::Standard, shogi::VariantKind::Gorogoro, shogi::VariantKind::Minishogi})
        m_variant->addItem(ShogiTerms::variantName(kind), int(kind));
    for (const shogi::Handicap& h : shogi::Handicap::all())
        m_handicap->addItem(ShogiTerms::handicapName(h.id),
                            QString::fromLatin1(h.id.data(), qsizetype(h.id.size())));
    m_policy->addItem(tr("Friendly: an illegal move is refused and may be retried"),
                      int(shogi::IllegalMovePolicy::Friendly));
    m_policy->addItem(tr("Tournament: an illegal move loses the game"),
                      int(shogi::IllegalMovePolicy::Tournament));
    m_impasse->addItem(tr("27-point rule (declaration, as on 81Dojo)"), int(shogi::ImpasseRule::Points27));
    m_impasse->addItem(tr("24-point rule (professional, a draw is possible)"),
                       int(shogi::ImpasseRule::Points24));

    auto* gameBox = new QGroupBox(tr("Game"));
    auto* gameForm = new QFormLayout(gameBox);
    gameForm->addRow(tr("Board:"), m_variant);
    gameForm->addRow(tr("Handicap:"), m_handicap);
    m_startSfen = initial.startSfen;
    if (!m_startSfen.isEmpty()) {
        auto* start = new QLabel(tr("The position set up in the editor"));
        start->setObjectName(QStringLiteral("customStartLabel"));
        gameForm->addRow(tr("Start:"), start);
        m_variant->setEnabled(false);
    }

    auto* playersBox = new QGroupBox(tr("Players"));
    playersBox->setLayout(m_playersForm);
    m_first->setObjectName(QStringLiteral("firstPlayer"));
    m_second->setObjectName(QStringLiteral("secondPlayer"));
    m_playersForm->addRow(m_firstLabel, m_first);
    m_playersForm->addRow(m_secondLabel, m_second);
    m_playersForm->addRow(m_furigoma);
    m_tossRow->addWidget(m_toss);
    m_tossRow->addWidget(m_furigomaView);
    m_tossRow->addStretch();
    m_playersForm->addRow(m_tossRow);
    m_furigomaText->setWordWrap(true);
    m_playersForm->addRow(m_furigomaText);
    if (m_engines && m_prompts) {
        auto* manage = new QPushButton(tr("&Engines…"));
        manage->setObjectName(QStringLiteral("manageEngines"));
        auto* row = new QHBoxLayout;
        row->addStretch();
        row->addWidget(manage);
        m_playersForm->addRow(row);
        connect(manage, &QPushButton::clicked, this, &NewGameDialog::manageEngines);
    }

    auto* rulesBox = new QGroupBox(tr("Rules"));
    auto* rulesForm = new QFormLayout(rulesBox);
    rulesForm->addRow(tr("Illegal moves:"), m_policy);
    rulesForm->addRow(tr("Impasse (jishogi):"), m_impasse);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start Game"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));

    auto* fields = new QWidget;
    auto* fieldsLayout = new QVBoxLayout(fields);
    fieldsLayout->setContentsMargins(0, 0, 0, 0);
    fieldsLayout->addWidget(gameBox);
    fieldsLayout->addWidget(playersBox);
    fieldsLayout->addWidget(m_time);
    fieldsLayout->addWidget(rulesBox);
    auto* layout = new QVBoxLayout(this);
    // On a short screen (800×600, a 2× scale) the fields scroll and Start Game stays in reach.
    layout->addWidget(new ScreenFitArea(fields, ScreenFit::reservedFor(*m_buttons)));
    layout->addWidget(m_buttons);
    // As large as what is shown: rows hidden (the furigoma, a clock's fields) leave no blank bands behind.
    layout->setSizeConstraint(QLayout::SetFixedSize);

    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::variantChosen);
    connect(m_handicap, &QComboBox::currentIndexChanged, this, &NewGameDialog::refreshPlayers);
    connect(m_furigoma, &QCheckBox::toggled, this, [this] {
        m_furigomaView->setResult(std::nullopt);
        refreshPlayers();
    });
    connect(m_first, &PlayerChooser::changed, this, &NewGameDialog::refreshPlayers);
    connect(m_second, &PlayerChooser::changed, this, &NewGameDialog::refreshPlayers);
    connect(m_time, &TimeControlBox::changed, this, [this] {
        const bool clockless = m_time->timeControl().kind == shogi::TimeControl::Kind::None;
        m_first->setClockless(clockless);
        m_second->setClockless(clockless);
    });
    connect(m_toss, &QPushButton::clicked, this,
            [this] { tossFurigoma(QRandomGenerator::global()->generate64()); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_variant->setCurrentIndex(m_variant->findData(int(initial.variant)));
    m_handicap->setCurrentIndex(std::max(0, m_handicap->findData(initial.handicapId)));
    refreshEngines();
    m_first->setPlayer(initial.player(Color::Black), initial.blackName);
    m_second->setPlayer(initial.player(Color::White), initial.whiteName);
    m_time->setTimeControl(initial.timeControl);
    m_policy->setCurrentIndex(m_policy->findData(int(initial.policy)));
    m_impasse->setCurrentIndex(m_impasse->findData(int(initial.impasseRule)));
    variantChosen();
}

bool NewGameDialog::isHandicap() const {
    return m_handicap->isEnabled() && m_handicap->currentData().toString() != QLatin1String("even");
}

// In a handicap game the giver plays White by definition, so there is nothing to toss for.
bool NewGameDialog::furigomaActive() const {
    return m_furigoma->isChecked() && !isHandicap();
}

void NewGameDialog::variantChosen() {
    // Handicaps are defined for the standard board only.
    const bool standard =
        shogi::VariantKind(m_variant->currentData().toInt()) == shogi::VariantKind::Standard;
    m_handicap->setEnabled(standard && m_startSfen.isEmpty());
    refreshEngines();
    refreshPlayers();
}

// The engines offered are those that can play the board chosen.
void NewGameDialog::refreshEngines() {
    PlayerChooser::Engines offered;
    if (m_engines)
        for (const EngineEntry* e :
             m_engines->forVariant(shogi::VariantKind(m_variant->currentData().toInt())))
            if (!e->isBuiltin()) offered.emplace_back(e->id, e->displayName);
    m_first->setEngines(offered);
    m_second->setEngines(offered);
}

void NewGameDialog::manageEngines() {
    EngineManagerDialog manager(*m_engines, *m_prompts, this);
    manager.exec();
    refreshEngines();
}

void NewGameDialog::refreshPlayers() {
    const bool handicap = isHandicap();
    const bool furigoma = furigomaActive();
    m_furigoma->setEnabled(!handicap);
    m_playersForm->setRowVisible(m_tossRow, furigoma);
    m_playersForm->setRowVisible(m_furigomaText, furigoma);
    if (furigoma) {
        m_firstLabel->setText(tr("Senior player (tosses the pawns):"));
        m_secondLabel->setText(tr("Other player:"));
    } else {
        m_firstLabel->setText(ShogiTerms::sideLabel(Color::Black, handicap));
        m_secondLabel->setText(ShogiTerms::sideLabel(Color::White, handicap));
    }
    const std::optional<shogi::FurigomaResult> toss = furigomaResult();
    if (furigoma && toss) {
        const QString senior = m_first->name().isEmpty() ? tr("The senior player") : m_first->name();
        const QString other = m_second->name().isEmpty() ? tr("The other player") : m_second->name();
        m_furigomaText->setText(tr("%1 and %2 face up: %3 plays Black (sente) and moves first.")
                                    .arg(tr("%n pawn(s)", nullptr, toss->pawns),
                                         tr("%n tokin(s)", nullptr, toss->tokins),
                                         toss->seniorPlaysBlack ? senior : other));
    } else {
        m_furigomaText->setText(tr("More pawns than tokins face up: the senior player plays Black."));
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!furigoma || toss.has_value());
}

void NewGameDialog::tossFurigoma(quint64 seed) {
    m_furigomaView->setResult(shogi::furigoma(seed));
    refreshPlayers();
}

std::optional<shogi::FurigomaResult> NewGameDialog::furigomaResult() const {
    return m_furigomaView->result();
}

GameSetup NewGameDialog::setup() const {
    GameSetup s;
    s.variant = shogi::VariantKind(m_variant->currentData().toInt());
    s.handicapId = m_handicap->isEnabled() ? m_handicap->currentData().toString() : QStringLiteral("even");
    s.startSfen = m_startSfen;
    // A program is recorded under its own name ("Shogiban (level 3)", the engine's): only people's are typed.
    s.blackName = m_first->player().isHuman() ? m_first->name() : QString();
    s.whiteName = m_second->player().isHuman() ? m_second->name() : QString();
    s.player(Color::Black) = m_first->player();
    s.player(Color::White) = m_second->player();
    const std::optional<shogi::FurigomaResult> toss = furigomaResult();
    if (furigomaActive() && toss && !toss->seniorPlaysBlack) {
        std::swap(s.blackName, s.whiteName);
        std::swap(s.players[0], s.players[1]);
    }
    s.timeControl = m_time->timeControl();
    s.policy = shogi::IllegalMovePolicy(m_policy->currentData().toInt());
    s.impasseRule = shogi::ImpasseRule(m_impasse->currentData().toInt());
    return s;
}
