#include "gui/ClipboardActions.h"

#include "gui/FileActions.h"
#include "game/GameController.h"
#include "formats/Bod.h"
#include "formats/RecordFormat.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QRegularExpression>

namespace {

using shogi::RecordFormat;

const std::pair<RecordFormat, const char*> kFormats[] = {
    {RecordFormat::Kif, "KIF"}, {RecordFormat::Ki2, "KI2"},   {RecordFormat::Csa, "CSA"},
    {RecordFormat::Jkf, "JKF"}, {RecordFormat::Sfen, "SFEN"}, {RecordFormat::Usi, "USI"},
    {RecordFormat::Psn, "PSN"},
};

bool samePosition(const shogi::Position& a, const shogi::Position& b) {
    return shogi::sfen::formatWithoutMoveNumber(a) == shogi::sfen::formatWithoutMoveNumber(b);
}

// The moves of `text` from `here`: a record that starts here or whose main line passes through here (the
// moves after that point), or else USI moves separated by spaces.
std::vector<shogi::Move> movesFrom(const QString& text, const shogi::Position& here) {
    std::vector<shogi::Move> moves;
    if (auto read = shogi::readText(text)) {
        shogi::Position pos = read->record.startPosition();
        bool reached = samePosition(pos, here);
        for (const shogi::RecordNode* node : read->record.mainLine()) {
            if (node->isSpecial() || node->illegal) break;
            if (reached) moves.push_back(node->move);
            pos.doMove(node->move);
            if (!reached && samePosition(pos, here)) reached = true;
        }
        if (reached) return moves;
        moves.clear();
    }
    shogi::Position pos = here;
    for (const QString& word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        const auto move = shogi::usi::parseMove(word.toStdString(), pos.variant());
        if (!move || !shogi::movegen::isLegal(pos, *move)) return {};
        moves.push_back(*move);
        pos.doMove(*move);
    }
    return moves;
}

} // namespace

ClipboardActions::ClipboardActions(QWidget& window, GameController& controller, FileActions& files,
                                   const UserPrompts& prompts)
    : QObject(&window), m_window(window), m_controller(controller), m_files(files), m_prompts(prompts),
      m_copyBod(new QAction(this)), m_pastePosition(new QAction(this)), m_pasteVariation(new QAction(this)),
      m_copyAs(new QMenu(&window)) {
    m_copyBod->setObjectName(QStringLiteral("actionCopyBod"));
    m_pastePosition->setObjectName(QStringLiteral("actionPastePosition"));
    m_pasteVariation->setObjectName(QStringLiteral("actionPasteVariation"));
    connect(m_copyBod, &QAction::triggered, this, &ClipboardActions::copyBod);
    connect(m_pastePosition, &QAction::triggered, this,
            [this] { pastePosition(QGuiApplication::clipboard()->text()); });
    connect(m_pasteVariation, &QAction::triggered, this,
            [this] { pasteVariation(QGuiApplication::clipboard()->text()); });
    for (const auto& [format, name] : kFormats) {
        QAction* a = m_copyAs->addAction(QString::fromLatin1(name));
        a->setObjectName(QStringLiteral("actionCopyAs") + QString::fromLatin1(name));
        connect(a, &QAction::triggered, this, [this, format = format, name = name] {
            const auto bytes = shogi::encodeRecord(m_controller.record(), format, false);
            if (!bytes) return;
            QGuiApplication::clipboard()->setText(QString::fromUtf8(*bytes));
            emit statusMessage(tr("Game copied as %1.").arg(QString::fromLatin1(name)));
        });
    }
    retranslate();
}

void ClipboardActions::updateActions() {
    m_pasteVariation->setEnabled(!m_controller.isLive());
}

void ClipboardActions::retranslate() {
    m_copyBod->setText(tr("Copy Position as &BOD"));
    m_copyBod->setStatusTip(tr("Copy the board as a KIF diagram, the text players paste in forums"));
    m_pastePosition->setText(tr("Paste P&osition"));
    m_pastePosition->setStatusTip(tr("Open the position of a BOD diagram or an SFEN on the clipboard"));
    m_pasteVariation->setText(tr("Paste as &Variation"));
    m_pasteVariation->setStatusTip(tr("Add the moves of a record on the clipboard from the current move"));
    m_copyAs->setTitle(tr("Copy Game &As"));
}

void ClipboardActions::copyBod() {
    QGuiApplication::clipboard()->setText(shogi::writeBod(m_controller.currentPosition()));
    emit statusMessage(tr("Position copied as a BOD diagram."));
}

bool ClipboardActions::pastePosition(const QString& text) {
    auto pos = shogi::readBod(text);
    if (!pos) {
        QString sfenText = text.trimmed();
        if (sfenText.startsWith(QStringLiteral("sfen "))) sfenText.remove(0, 5);
        if (auto parsed = shogi::sfen::parseComposed(sfenText.toStdString())) {
            pos = std::move(*parsed);
        } else {
            m_prompts.showError(&m_window, tr("The clipboard holds no position that can be read."),
                                tr("Copy a BOD diagram (the board of a KIF file) or an SFEN. %1")
                                    .arg(QString::fromStdString(pos.error().describe())));
            return false;
        }
    }
    return m_files.openPosition(*pos);
}

bool ClipboardActions::pasteVariation(const QString& text) {
    if (m_controller.isLive()) return false;
    const std::vector<shogi::Move> moves = movesFrom(text, m_controller.currentPosition());
    if (moves.empty()) {
        m_prompts.showError(
            &m_window, tr("Nothing was added."),
            tr("The clipboard holds no moves from this position: a record that starts here or "
               "passes through it, or USI moves."));
        return false;
    }
    const shogi::RecordNode* from = m_controller.current();
    for (const shogi::Move m : moves)
        m_controller.playMove(m);
    // Show the first pasted move: where the new line leaves the old one.
    for (const auto& child : from->children)
        if (child->move == moves.front()) m_controller.goTo(child.get());
    emit statusMessage(tr("%n moves pasted as a variation.", nullptr, int(moves.size())));
    return true;
}
