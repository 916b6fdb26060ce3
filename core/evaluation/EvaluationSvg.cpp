#include "core/evaluation/EvaluationSvg.h"

#include "core/evaluation/EvaluationReport.h"

#include <cstdio>
#include <sstream>

namespace augur {

namespace {

/// Plot area of a chart, in pixels, mapping [0, 1]² onto it (y up).
struct Frame {
    double left, top, width, height;
    double x(double v) const { return left + v * width; }
    double y(double v) const { return top + (1.0 - v) * height; }
};

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

std::string fixed3(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

/// Axes with ticks at 0, 0.2, ..., 1 and their labels.
void axes(std::ostringstream& s, const Frame& f, const std::string& xLabel, const std::string& yLabel) {
    s << "<rect x='" << num(f.left) << "' y='" << num(f.top) << "' width='" << num(f.width) << "' height='"
      << num(f.height) << "' fill='white' stroke='#444'/>\n";
    for (int i = 0; i <= 5; ++i) {
        const double v = i / 5.0;
        s << "<line x1='" << num(f.x(v)) << "' y1='" << num(f.top) << "' x2='" << num(f.x(v)) << "' y2='"
          << num(f.top + f.height) << "' stroke='#e4e4e4'/>\n";
        s << "<line x1='" << num(f.left) << "' y1='" << num(f.y(v)) << "' x2='" << num(f.left + f.width) << "' y2='"
          << num(f.y(v)) << "' stroke='#e4e4e4'/>\n";
        s << "<text x='" << num(f.x(v)) << "' y='" << num(f.top + f.height + 16) << "' text-anchor='middle'>" << num(v)
          << "</text>\n";
        s << "<text x='" << num(f.left - 6) << "' y='" << num(f.y(v) + 4) << "' text-anchor='end'>" << num(v)
          << "</text>\n";
    }
    s << "<text x='" << num(f.x(0.5)) << "' y='" << num(f.top + f.height + 36) << "' text-anchor='middle'>"
      << EvaluationSvg::escape(xLabel) << "</text>\n";
    s << "<text transform='translate(" << num(f.left - 40) << "," << num(f.y(0.5)) << ") rotate(-90)' "
      << "text-anchor='middle'>" << EvaluationSvg::escape(yLabel) << "</text>\n";
}

std::string open(int w, int h) {
    return "<?xml version='1.0' encoding='UTF-8'?>\n<svg xmlns='http://www.w3.org/2000/svg' version='1.1' width='" +
        std::to_string(w) + "' height='" + std::to_string(h) + "' viewBox='0 0 " + std::to_string(w) + " " +
        std::to_string(h) +
        "' font-family='sans-serif' font-size='12'>\n<rect width='100%' height='100%' fill='white'/>\n";
}

const char* kColours[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"};

} // namespace

std::string EvaluationSvg::escape(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string EvaluationSvg::reliability(const SurrogateScore& score, const std::string& title) {
    std::ostringstream s;
    s << open(480, 430);
    const Frame f{70, 50, 380, 300};
    s << "<text x='240' y='22' text-anchor='middle' font-size='14'>" << escape(title) << "</text>\n";
    s << "<text x='240' y='40' text-anchor='middle'>" << escape(score.label) << ": ECE " << fixed3(score.overall.ece)
      << ", " << score.overall.count << " forecasts</text>\n";
    axes(s, f, "confidence (max bin probability)", "exact-bin accuracy");
    for (const ReliabilityBin& b : score.reliability) {
        if (b.count == 0) continue;
        const double x0 = f.x(b.lower) + 1, x1 = f.x(b.upper) - 1;
        s << "<rect x='" << num(x0) << "' y='" << num(f.y(b.accuracy)) << "' width='" << num(x1 - x0) << "' height='"
          << num(f.y(0) - f.y(b.accuracy)) << "' fill='#1f77b4' fill-opacity='0.75'><title>confidence "
          << fixed3(b.lower) << "–" << fixed3(b.upper) << ": " << b.count << " forecasts, accuracy "
          << fixed3(b.accuracy) << ", mean confidence " << fixed3(b.meanConfidence) << "</title></rect>\n";
        s << "<circle cx='" << num(f.x(b.meanConfidence)) << "' cy='" << num(f.y(b.meanConfidence))
          << "' r='3' fill='#d62728'/>\n";
        s << "<text x='" << num((x0 + x1) / 2) << "' y='" << num(f.y(b.accuracy) - 4)
          << "' text-anchor='middle' font-size='10'>" << b.count << "</text>\n";
    }
    s << "<line x1='" << num(f.x(0)) << "' y1='" << num(f.y(0)) << "' x2='" << num(f.x(1)) << "' y2='" << num(f.y(1))
      << "' stroke='#444' stroke-dasharray='5,4'/>\n";
    s << "<text x='" << num(f.left) << "' y='" << num(f.top + f.height + 52)
      << "' font-size='10'>bars: accuracy per confidence bin (forecasts above); red dots: mean confidence;</text>\n";
    s << "<text x='" << num(f.left) << "' y='" << num(f.top + f.height + 64)
      << "' font-size='10'>dashed: perfect calibration</text>\n";
    s << "</svg>\n";
    return s.str();
}

std::string EvaluationSvg::riskCoverage(const std::vector<const SurrogateScore*>& scores, const std::string& title) {
    std::ostringstream s;
    s << open(720, 420);
    const Frame f{70, 40, 300, 300};
    s << "<text x='360' y='22' text-anchor='middle' font-size='14'>" << escape(title) << "</text>\n";
    axes(s, f, "coverage (share of forecasts accepted)", "risk (exact-bin error among accepted)");
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const SurrogateScore& sc = *scores[i];
        const char* colour = kColours[i % (sizeof kColours / sizeof *kColours)];
        std::string points;
        for (const RiskCoveragePoint& p : EvaluationReport::thinCurve(sc.riskCoverage, 400))
            points += num(f.x(p.coverage)) + "," + num(f.y(p.risk)) + " ";
        s << "<polyline fill='none' stroke='" << colour << "' stroke-width='1.8' points='" << points << "'/>\n";
        const double ly = f.top + 14 + 20.0 * static_cast<double>(i);
        s << "<line x1='385' y1='" << num(ly - 4) << "' x2='405' y2='" << num(ly - 4) << "' stroke='" << colour
          << "' stroke-width='2'/>\n";
        s << "<text x='410' y='" << num(ly) << "'>" << escape(sc.label) << " (AURC " << fixed3(sc.overall.aurc)
          << ")</text>\n";
    }
    s << "</svg>\n";
    return s.str();
}

} // namespace augur
