#pragma once
#include <sstream>
#include <string>

namespace augur {

/// `v` with `decimals` digits after the point ("2.430"), as the engine's log lines and
/// session file show numbers.
inline std::string fixedText(double v, int decimals = 3) {
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(decimals);
    s << v;
    return s.str();
}

} // namespace augur
