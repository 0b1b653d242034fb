#include "analysis/AssistantWatch.h"

#include <QMetaObject>

AssistantWatch::AssistantWatch(QObject* parent, shogi::engine::WatchLimits limits) : QObject(parent) {
    // Called on the worker: the report goes to this object's thread as a copy. The watch is destroyed (and
    // its worker joined) before this object, and Qt drops what is queued for a deleted object.
    m_watch = std::make_unique<shogi::engine::PositionWatch>(
        [this](const shogi::engine::WatchReport& report) {
            QMetaObject::invokeMethod(
                this, [this, report] { take(report); }, Qt::QueuedConnection);
        },
        limits);
}

AssistantWatch::~AssistantWatch() {
    m_watch.reset();
}

void AssistantWatch::watch(const shogi::Position& pos) {
    if (m_position && m_position->sameState(pos) && m_position->moveNumber() == pos.moveNumber()) return;
    m_position = pos;
    m_report.reset();
    m_ticket = m_watch->watch(pos);
    emit reportChanged();
}

void AssistantWatch::clear() {
    if (!m_position) return;
    m_watch->clear();
    m_position.reset();
    m_report.reset();
    m_ticket = 0;
    emit reportChanged();
}

void AssistantWatch::take(const shogi::engine::WatchReport& report) {
    if (!m_position || report.ticket != m_ticket) return; // a position left since
    m_report = report;
    emit reportChanged();
}
