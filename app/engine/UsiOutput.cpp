#include "engine/UsiOutput.h"

#include <ostream>
#include <string>

namespace shogiban {

void UsiOutput::send(std::string_view line) {
    std::string text;
    text.reserve(line.size() + 1);
    text.append(line).push_back('\n');
    std::lock_guard lock(m_mutex);
    m_out.write(text.data(), std::streamsize(text.size()));
    m_out.flush();
}

} // namespace shogiban
