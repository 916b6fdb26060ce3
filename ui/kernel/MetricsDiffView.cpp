#include "ui/kernel/MetricsDiffView.h"

#include "ui/kernel/KernelText.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>

namespace augur::ui {

namespace {

/// A value in the unit an engineer reads it in.
QString valueText(double v, const std::string& unit) {
    if (unit == "ms") return KernelText::duration(v);
    if (unit == "x") return QString::number(v, 'f', 3) + QStringLiteral("×");
    if (unit == "%") return QString::number(v, 'f', 1) + QStringLiteral("%");
    if (unit == "B") return KernelText::bytes((long long)std::llround(v));
    QString number = std::fabs(v) >= 1e7            ? QString::number(v, 'g', 4)
        : std::floor(v) == v || std::fabs(v) >= 1e3 ? QLocale().toString(double(std::llround(v)), 'f', 0)
                                                    : QString::number(v, 'g', 4);
    return unit.empty() ? number : number + QLatin1Char(' ') + QString::fromStdString(unit);
}

QString withInterval(const std::optional<double>& v, const std::optional<std::pair<double, double>>& i,
                     const std::string& unit) {
    if (!v) return QStringLiteral("—");
    QString text = valueText(*v, unit);
    if (i) text += QStringLiteral(" [%1, %2]").arg(i->first, 0, 'f', 3).arg(i->second, 0, 'f', 3);
    return text;
}

QString deltaText(const MetricComparison& m) {
    const auto d = m.delta();
    if (!d) return QStringLiteral("—");
    // A time difference reads in its own unit; a negative one keeps its sign.
    const QString magnitude = valueText(std::fabs(*d), m.unit);
    return (*d < 0 ? QStringLiteral("−") : *d > 0 ? QStringLiteral("+") : QString()) + magnitude;
}

QString groupName(const std::string& g) {
    if (g == "timing") return MetricsDiffView::tr("Timing");
    if (g == "compile") return MetricsDiffView::tr("Compile (ptxas)");
    if (g == "launch") return MetricsDiffView::tr("Launch and occupancy");
    if (g == "throughput") return MetricsDiffView::tr("Achieved rates");
    if (g == "energy") return MetricsDiffView::tr("Energy");
    if (g == "counters") return MetricsDiffView::tr("Profiler counters");
    return QString::fromStdString(g);
}

QString sideLine(const MetricsSide& s, const QString& title) {
    if (!s.measured) return MetricsDiffView::tr("%1 is not measured: it has no metrics.").arg(title);
    if (!s.ok)
        return MetricsDiffView::tr("%1 failed (%2): it has no metrics.").arg(title, QString::fromStdString(s.failure));
    if (s.counters != "not profiled" && s.counters.rfind("available", 0) != 0)
        return MetricsDiffView::tr("%1: counters %2.").arg(title, QString::fromStdString(s.counters));
    return QString();
}

QString gainText(const std::optional<double>& g) {
    return g ? QStringLiteral("%1%").arg(100.0 * *g, 0, 'f', 0) : QStringLiteral("—");
}

QString diagnosesHtml(const MetricsDiff& d) {
    QString html =
        QStringLiteral("<p><b>%1</b></p>").arg(MetricsDiffView::tr("Diagnoses, B against A").toHtmlEscaped());
    if (d.diagnoses.empty())
        return html + QStringLiteral("<p>%1</p>").arg(MetricsDiffView::tr("None on either side.").toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    for (const DiagnosisChange& c : d.diagnoses) {
        const QString kind = c.kind == DiagnosisChange::Kind::Added ? MetricsDiffView::tr("added")
            : c.kind == DiagnosisChange::Kind::Removed              ? MetricsDiffView::tr("removed")
                                                                    : MetricsDiffView::tr("on both");
        const char* colour = c.kind == DiagnosisChange::Kind::Added ? "#b00020"
            : c.kind == DiagnosisChange::Kind::Removed              ? "#1b5e20"
                                                                    : "#555555";
        html +=
            QStringLiteral("<tr><td style='color:%1;padding-right:8px'>%2</td><td>%3</td>"
                           "<td style='padding-left:8px'>%4</td></tr>")
                .arg(
                    QLatin1String(colour), kind.toHtmlEscaped(), QString::fromStdString(c.title).toHtmlEscaped(),
                    MetricsDiffView::tr("est. gain %1 → %2").arg(gainText(c.gainA), gainText(c.gainB)).toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

} // namespace

MetricsDiffView::MetricsDiffView(QWidget* parent)
    : QWidget(parent), header_(new QLabel(this)), table_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("metricsDiffView"));
    header_->setObjectName(QStringLiteral("metricsDiffHeader"));
    header_->setWordWrap(true);
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_->setObjectName(QStringLiteral("metricsDiffTable"));
    table_->setOpenLinks(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(header_);
    layout->addWidget(table_, 1);
    showMessage(QString());
}

QString MetricsDiffView::metricName(const MetricComparison& m) {
    const std::string& k = m.key;
    if (k == "speedup") return tr("Speedup over the reference");
    if (k == "candidate_ms") return tr("Time per run (median)");
    if (k == "candidate_iqr_ms") return tr("Interquartile range of the time");
    if (k == "reference_ms") return tr("Reference time per run");
    if (k == "samples") return tr("Timed samples");
    if (k == "registers") return tr("Registers per thread");
    if (k == "spill_bytes") return tr("Spilled bytes per thread");
    if (k == "stack_bytes") return tr("Stack per thread");
    if (k == "static_shared_bytes") return tr("Static shared memory per block");
    if (k == "compile_ms") return tr("NVRTC time");
    if (k == "occupancy_pct") return tr("Theoretical occupancy (lowest kernel)");
    if (k == "blocks_per_sm") return tr("Resident blocks per SM");
    if (k == "waves") return tr("Waves");
    if (k == "achieved_gbs") return tr("Achieved bandwidth (nominal bytes)");
    if (k == "achieved_gflops") return tr("Achieved FLOP rate (nominal FLOPs)");
    if (k == "bandwidth_pct") return tr("Bandwidth, % of the DRAM roof");
    if (k == "energy_j") return tr("Energy per launch");
    if (k == "power_w") return tr("Average power");
    if (k == "energy_gain") return tr("Energy gain over the reference");
    return QString::fromStdString(m.label); // a counter: Nsight Compute's own words
}

QString MetricsDiffView::tableHtml(const MetricsDiff& d, const QString& aTitle, const QString& bTitle) {
    QString html;
    for (const QString& line : {sideLine(d.a, aTitle), sideLine(d.b, bTitle)})
        if (!line.isEmpty()) html += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    if (d.a.ok && d.b.ok && d.a.counters != d.b.counters)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Counters: %1 %2, %3 %4.")
                             .arg(aTitle, QString::fromStdString(d.a.counters), bTitle,
                                  QString::fromStdString(d.b.counters))
                             .toHtmlEscaped());
    html += QStringLiteral(
                "<table cellspacing='0' cellpadding='2'><tr><th align='left'>%1</th><th align='right'>%2</th>"
                "<th align='right' style='padding-left:14px'>%3</th><th align='right' style='padding-left:14px'>%4</th>"
                "<th align='right' style='padding-left:14px'>%5</th></tr>")
                .arg(tr("Metric").toHtmlEscaped(), aTitle.toHtmlEscaped(), bTitle.toHtmlEscaped(),
                     tr("B − A").toHtmlEscaped(), tr("B / A").toHtmlEscaped());
    std::string group;
    for (const MetricComparison& m : d.metrics) {
        if (m.group != group)
            html += QStringLiteral("<tr><td colspan='5' style='padding-top:6px'><b>%1</b></td></tr>")
                        .arg(groupName(group = m.group).toHtmlEscaped());
        const int verdict = m.verdict();
        const QString colour = verdict > 0 ? QStringLiteral("#1b5e20")
            : verdict < 0                  ? QStringLiteral("#b00020")
                                           : QString();
        const auto ratio = m.ratio();
        html +=
            QStringLiteral(
                "<tr><td style='padding-right:10px' title='%1'>%2</td><td align='right'>%3</td>"
                "<td align='right' style='padding-left:14px'>%4</td><td align='right' style='padding-left:14px;%5'>%6</td>"
                "<td align='right' style='padding-left:14px'>%7</td></tr>")
                .arg(QString::fromStdString(m.key).toHtmlEscaped(), metricName(m).toHtmlEscaped(),
                     withInterval(m.a, m.aInterval, m.unit).toHtmlEscaped(),
                     withInterval(m.b, m.bInterval, m.unit).toHtmlEscaped(),
                     colour.isEmpty() ? QString() : QStringLiteral("color:%1").arg(colour),
                     deltaText(m).toHtmlEscaped(), ratio ? QString::number(*ratio, 'f', 3) : QStringLiteral("—"));
    }
    html += QStringLiteral("</table>");
    if (const std::size_t missing = d.countersMissingOnOneSide())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%n counter(s) measured on one side only: no difference.", nullptr, int(missing))
                             .toHtmlEscaped());
    return html + diagnosesHtml(d);
}

void MetricsDiffView::showPair(const Candidate& a, const Candidate& b, const QString& why) {
    diff_ = MetricsDiff::compute(a, b);
    why_ = why;
    message_.clear();
    render();
}

void MetricsDiffView::showMessage(const QString& text) {
    diff_.reset();
    message_ = text;
    render();
}

void MetricsDiffView::render() {
    QString html;
    if (!diff_) {
        header_->setText(message_.isEmpty()
                             ? tr("Select a candidate: its metrics appear beside its parent's, the baseline's, or "
                                  "those of the other candidate of Compare.")
                             : message_);
    } else {
        const QString a = tr("A: #%1").arg(diff_->a.id), b = tr("B: #%1").arg(diff_->b.id);
        header_->setText(tr("#%1 (A) → #%2 (B), %3. Green: B better, red: B worse, where the two are told apart.")
                             .arg(diff_->a.id)
                             .arg(diff_->b.id)
                             .arg(why_));
        html = tableHtml(*diff_, a, b);
    }
    if (html != html_) { // unchanged on most refreshes of a selected pair
        html_ = html;
        table_->setHtml(html_);
    }
}

QString MetricsDiffView::headerText() const { return header_->text(); }

QString MetricsDiffView::tableText() const { return table_->toPlainText(); }

void MetricsDiffView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        html_.clear();
        render();
    }
    QWidget::changeEvent(e);
}

} // namespace augur::ui
