#pragma once
// The threat and mate watch for the window (ShogiGUI's assistant): core/engine's PositionWatch on its worker
// thread, its reports brought to the window's thread, those of a position no longer watched dropped.
#include "engine/PositionWatch.h"

#include <QObject>

#include <memory>
#include <optional>

class AssistantWatch : public QObject {
    Q_OBJECT
public:
    explicit AssistantWatch(QObject* parent = nullptr, shogi::engine::WatchLimits limits = {});
    ~AssistantWatch() override;

    // Watches `pos` from now on (the same position again changes nothing).
    void watch(const shogi::Position& pos);
    void clear();
    bool isWatching() const { return m_position.has_value(); }
    // The position watched and what is known of it so far (empty until the first report).
    const std::optional<shogi::Position>& position() const { return m_position; }
    const std::optional<shogi::engine::WatchReport>& report() const { return m_report; }

signals:
    void reportChanged();

private:
    void take(const shogi::engine::WatchReport& report);

    std::unique_ptr<shogi::engine::PositionWatch> m_watch;
    std::optional<shogi::Position> m_position;
    std::optional<shogi::engine::WatchReport> m_report;
    std::uint64_t m_ticket = 0;
};
