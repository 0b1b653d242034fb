#pragma once
// For the start-up benchmark (tests/app/bench_startup): when SHOGIBAN_STARTUP_PROBE is set, the first paint
// of the board prints the process's peak memory and quits, so the benchmark can time
// "launch to first painted frame" from outside.
class QWidget;

namespace StartupProbe {

bool requested();
void watch(QWidget* window);

} // namespace StartupProbe
