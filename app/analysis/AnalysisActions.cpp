#include "analysis/AnalysisActions.h"

#include "play/EngineCatalog.h"
#include "analysis/EvalText.h"
#include "game/GameController.h"
#include "play/UsiClient.h"
#include "analysis/EvalComment.h"
#include "analysis/QualityMarks.h"
#include "engine/MateSolver.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QThread>

#include <cmath>

using shogi::RecordNode;
using shogi::analysis::MoveQuality;

AnalysisActions::AnalysisActions(QWidget& window, GameController& game,
                                 std::function<EngineCatalog&()> catalog)
    : QObject(&window), m_window(window), m_game(game), m_catalog(std::move(catalog)),
      m_analyseGame(new QAction(&window)), m_findMate(new QAction(&window)) {
    m_analyseGame->setObjectName(QStringLiteral("actionAnalyseGame"));
    m_findMate->setObjectName(QStringLiteral("actionFindMate"));
    connect(m_analyseGame, &QAction::triggered, this, &AnalysisActions::askAndAnalyse);
    connect(m_findMate, &QAction::triggered, this, &AnalysisActions::findMate);
    connect(&m_run, &GameAnalysis::evaluated, this, &AnalysisActions::onEvaluated);
    connect(&m_run, &GameAnalysis::progressed, this, [this](int done, int total) {
        if (m_progress) {
            m_progress->setMaximum(total);
            m_progress->setValue(done);
        }
    });
    connect(&m_run, &GameAnalysis::finished, this, &AnalysisActions::onFinished);
    connect(&m_run, &GameAnalysis::clientStarted, this, &AnalysisActions::engineStarted);
    connect(&m_run, &GameAnalysis::failed, this, [this](const QString& reason, const QStringList& lastLines) {
        closeProgress();
        m_summary = tr("The analysis stopped: %1").arg(reason);
        updateActions();
        // Not modal: the evaluations written so far stay, and the user goes on with the record.
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Analyse Whole Game"), m_summary,
                                    QMessageBox::Ok, &m_window);
        box->setObjectName(QStringLiteral("analysisFailure"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setDetailedText(lastLines.join(QLatin1Char('\n')));
        box->open();
        emit analysisFinished(m_summary);
    });
    retranslate();
}

AnalysisActions::~AnalysisActions() {
    if (m_mateCancel) *m_mateCancel = true;
    if (m_mateThread) m_mateThread->wait();
}

void AnalysisActions::retranslate() {
    m_analyseGame->setText(tr("&Analyse Whole Game…"));
    m_findMate->setText(tr("Find &Mate"));
}

void AnalysisActions::updateActions() {
    const bool live = m_game.isLive();
    m_analyseGame->setEnabled(!live && !m_run.isRunning());
    m_findMate->setEnabled(!live && !m_mateThread);
}

// The engine and the time per position, asked in a small dialog.
void AnalysisActions::askAndAnalyse() {
    QDialog dialog(&m_window);
    dialog.setWindowTitle(tr("Analyse Whole Game"));
    auto* engine = new QComboBox;
    const shogi::VariantKind variant = m_game.record().startPosition().variant().kind;
    for (const EngineEntry* entry : m_catalog().forVariant(variant))
        engine->addItem(entry->displayName, entry->id);
    // Tenths of a second: the built-in engine sees a piece lost in 0.1 s, its default; another engine
    // starts at a second (many need that long to say anything deep).
    auto* seconds = new QDoubleSpinBox;
    seconds->setObjectName(QStringLiteral("analysisSeconds"));
    seconds->setRange(0.1, 600);
    seconds->setDecimals(1);
    seconds->setSingleStep(0.1);
    seconds->setSuffix(tr(" s"));
    const QString builtinId = m_catalog().builtin().id;
    const auto defaultTime = [seconds, engine, builtinId] {
        seconds->setValue(engine->currentData().toString() == builtinId ? 0.1 : 1.0);
    };
    defaultTime();
    connect(engine, &QComboBox::currentIndexChanged, seconds, defaultTime);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("Engine:"), engine);
    form->addRow(tr("Time per move:"), seconds);
    auto* note = new QLabel(EvalText::thresholds());
    note->setWordWrap(true);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted) return;
    const EngineEntry* entry = m_catalog().find(engine->currentData().toString());
    analyseGame(entry ? *entry : m_catalog().builtin(), int(std::lround(seconds->value() * 10)) * 100);
}

void AnalysisActions::analyseGame(const EngineEntry& engine, int msPerPosition) {
    m_summary.clear();
    m_marksLine.clear();
    m_progress = new QProgressDialog(tr("Analysing the game with %1…").arg(engine.displayName), tr("Cancel"),
                                     0, 1, &m_window);
    m_progress->setObjectName(QStringLiteral("analysisProgress"));
    // Window-modal: the record stays as it is while its nodes are being written to.
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, this, [this] {
        m_run.cancel();
        closeProgress();
        m_summary = tr("Analysis cancelled.");
        emit analysisFinished(m_summary);
        updateActions();
    });
    m_run.start(m_game.record(), engine, msPerPosition);
    updateActions();
}

void AnalysisActions::onEvaluated(const RecordNode* node, const shogi::analysis::Evaluation& evaluation) {
    shogi::Position pos = m_game.record().positionAt(node);
    m_game.setComment(node, shogi::analysis::withEvaluation(node->comment, evaluation, pos));
}

void AnalysisActions::onFinished() {
    closeProgress();
    for (const auto& change : shogi::analysis::qualityHeaderChanges(m_game.record()))
        m_game.setComment(change.node, change.comment);
    const auto review = shogi::analysis::reviewLine(m_game.record());
    const auto side = [&review](shogi::Color c) {
        return tr("%1 inaccuracies (?!), %2 mistakes (?), %3 blunders (?\?)")
            .arg(review.summary.count(c, MoveQuality::Inaccuracy))
            .arg(review.summary.count(c, MoveQuality::Mistake))
            .arg(review.summary.count(c, MoveQuality::Blunder));
    };
    m_summary = tr("Black: %1\nWhite: %2").arg(side(shogi::Color::Black), side(shogi::Color::White));
    const auto marks = [&review](shogi::Color c) {
        return QStringLiteral("?! %1  ? %2  ?? %3")
            .arg(review.summary.count(c, MoveQuality::Inaccuracy))
            .arg(review.summary.count(c, MoveQuality::Mistake))
            .arg(review.summary.count(c, MoveQuality::Blunder));
    };
    m_marksLine = tr("Black %1 · White %2").arg(marks(shogi::Color::Black), marks(shogi::Color::White));
    updateActions();
    emit analysisFinished(m_summary);
}

void AnalysisActions::closeProgress() {
    if (m_progress) {
        m_progress->disconnect(this);
        m_progress->close();
        m_progress->deleteLater();
    }
}

// The solver runs on a thread of its own with the position copied; its answer comes back queued, and a
// node that is gone by then (the record was replaced) is not used.
void AnalysisActions::findMate() {
    if (m_mateThread) return;
    const RecordNode* node = m_game.current();
    if (node->isSpecial()) node = node->parent;
    const shogi::Position pos = m_game.record().positionAt(node);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_mateCancel = cancel;
    auto result = std::make_shared<shogi::engine::MateResult>();
    m_mateThread = QThread::create([pos, result, cancel] {
        shogi::engine::MateSolver solver;
        *result = solver.solve(pos, 0, std::int64_t(MateSeconds) * 1000);
        if (*cancel) result->line.clear();
    });
    connect(m_mateThread, &QThread::finished, this, [this, node, result] {
        m_mateThread->deleteLater();
        m_mateThread = nullptr;
        updateActions();
        QString message;
        if (result->status == shogi::engine::MateResult::Status::Mate && !result->line.empty() &&
            m_game.current() && (m_game.current() == node || m_game.current()->parent == node)) {
            m_game.goTo(node);
            for (shogi::Move m : result->line)
                m_game.playMove(m);
            message = tr("Mate in %n", nullptr, int(result->line.size()));
        } else if (result->status == shogi::engine::MateResult::Status::NoMate) {
            message = tr("No mate by checks here.");
        } else {
            message = tr("No mate found (within %n s).", nullptr, MateSeconds);
        }
        emit mateSearchFinished(message);
    });
    updateActions();
    m_mateThread->start();
}
