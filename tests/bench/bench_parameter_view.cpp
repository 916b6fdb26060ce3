// Parameters dock benchmark (the target: a parameter view of a 17,956-configuration session
// draws in ≤ 100 ms). The session is a recorded tuning space turned into candidates: every
// configuration of the file (by default the project's own
// resources/datasets/h200/sgemm_f32_wide.json.gz; run_parameter_view.sh runs every file,
// the target's 17,956-configuration Kernel Tuner GEMM cache among them),
// its recorded speedup over the reference as a measurement, except a share (--forecast,
// default 0.75) kept unmeasured with a forecast: the recorded S times a log-normal error of
// 0.3 in log2 (seeded), so that measured and faded forecast points are both drawn, as after
// a model-strategy session that accepted most of the space on forecast. Failed records stay
// failures.
//
// Measured (median and max over --reps, each from scratch in the same process):
//   collect: ParameterPoints::collect over the candidates;
//   rank:    rankParameterSensitivity (eta squared per parameter);
//   panel:   ParameterPanel::refreshNow (collect, rank, the ranking list, the view's boxes),
//            then the first paint of the view (points rasterised, strips drawn): the time
//            from new candidates to pixels, the number the target is about;
//   boxes:   the view's quartiles per value (ParameterStripView::setPoints);
//   rasterise: the points into the view's image (overlap culling, hit grid);
//   repaint: a paint of the view with nothing changed.
// The dock is --size wide and high (default 1100x560, the Parameters dock of a 1920x1080
// window; 1366x768's is smaller). Prints the drawn point count, the RSS before and peak RSS.
//
//   bench_parameter_view [--dataset FILE] [--forecast 0.75] [--reps 10] [--size 1100x560] [--json]
//
// Runs headless (QT_QPA_PLATFORM=offscreen unless set).
#include "core/analysis/ParameterPoints.h"
#include "core/analysis/ParameterSensitivity.h"
#include "core/datasets/TuningDataset.h"
#include "ui/base/SessionContext.h"
#include "ui/charts/ParameterStripView.h"
#include "ui/session/ParameterPanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

using namespace augur;

namespace {

double statusMiB(const char* key) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return 0.0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key)) return line.mid(int(qstrlen(key))).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0.0;
}

/// The dataset's configurations as a session's candidates: the reference first (id 0).
std::vector<Candidate> candidatesOf(const TuningDataset& d, double forecastShare, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> share(0.0, 1.0);
    std::normal_distribution<double> error(0.0, 0.3);
    const double referenceMs = d.externalReferenceMs ? *d.externalReferenceMs : d.records.at(d.referenceIndex).medianMs;
    std::vector<Candidate> out;
    for (std::size_t i = 0; i < d.records.size(); ++i) {
        const TuningRecord& r = d.records[i];
        Candidate c;
        c.id = CandidateId(out.size());
        c.parent = out.empty() ? kNoCandidate : 0;
        c.origin = out.empty() ? Origin::Reference : Origin::Tuner;
        c.configuration = r.configuration;
        const double s = r.recordedSpeedup ? *r.recordedSpeedup : r.medianMs > 0 ? referenceMs / r.medianMs : 0.0;
        const bool forecast = i != d.referenceIndex && r.status == MeasurementStatus::Ok && share(rng) < forecastShare;
        if (forecast) {
            BinProbs p{};
            p[std::size_t(std::clamp(BinScheme::binOf(s), 1, 8) - 1)] = 1.0;
            c.forecast = Forecast::fromProbabilities(p);
            c.forecast->pointSpeedup = s * std::exp2(error(rng));
            c.state = CandidateState::Accepted;
        } else {
            Measurement m;
            m.status = r.status;
            m.failureReason = r.failureReason;
            m.speedup = r.status == MeasurementStatus::Ok ? s : 0.0;
            m.candidateMs = r.medianMs;
            m.referenceMs = referenceMs;
            c.measurement = m;
            c.state = m.ok() ? CandidateState::Measured : CandidateState::Failed;
        }
        if (i == d.referenceIndex)
            out.insert(out.begin(), c);
        else
            out.push_back(std::move(c));
    }
    for (std::size_t i = 0; i < out.size(); ++i) out[i].id = CandidateId(i); // index == id
    return out;
}

struct Stat {
    std::vector<double> ms;
    double median() const {
        std::vector<double> v = ms;
        std::sort(v.begin(), v.end());
        return v.empty() ? 0.0 : v[v.size() / 2];
    }
    double max() const { return ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()); }
};

template <class F>
double timed(F&& f) {
    QElapsedTimer t;
    t.start();
    f();
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption dataset(
        "dataset", "Recorded tuning space", "FILE",
        QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/sgemm_f32_wide.json.gz"));
    const QCommandLineOption forecast("forecast", "Share of configurations left as forecasts", "F", "0.75");
    const QCommandLineOption reps("reps", "Repetitions", "N", "10");
    const QCommandLineOption size("size", "Dock size WxH", "WxH", "1100x560");
    const QCommandLineOption asJson("json", "JSON output");
    parser.addOptions({dataset, forecast, reps, size, asJson});
    parser.addHelpOption();
    parser.process(app);

    const double rssStart = statusMiB("VmRSS:");
    const TuningDataset d = loadTuningDataset(parser.value(dataset).toStdString());
    const std::vector<Candidate> candidates = candidatesOf(d, parser.value(forecast).toDouble(), 7);
    const double rssData = statusMiB("VmRSS:");

    SessionConfig config;
    ui::SessionContext context;
    context.setSession(d.problem, config, candidates);
    ui::ParameterPanel panel;
    panel.bind(context);
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    panel.resize(wh.value(0).toInt(), wh.value(1).toInt());
    panel.show();
    panel.refreshNow();
    QApplication::processEvents();

    Stat collect, rank, boxes, rasterise, draw, repaint;
    const int n = std::max(1, parser.value(reps).toInt());
    ParameterPoints points;
    for (int r = 0; r < n; ++r) {
        collect.ms.push_back(timed([&] { points = ParameterPoints::collect(d.problem.space, candidates); }));
        rank.ms.push_back(timed([&] { rankParameterSensitivity(points); }));
        // From new candidates to pixels: the panel recomputes, then the view paints.
        draw.ms.push_back(timed([&] {
            context.resetCandidates();
            panel.refreshNow();
            panel.view()->repaint();
        }));
        repaint.ms.push_back(timed([&] { panel.view()->repaint(); }));
        auto shared = std::make_shared<const ParameterPoints>(points);
        boxes.ms.push_back(timed([&] { panel.view()->setPoints(shared); }));
        rasterise.ms.push_back(timed([&] { panel.view()->rasterise(); }));
    }
    const int drawn = panel.view()->drawnPoints();
    const double peak = statusMiB("VmHWM:");

    QJsonObject out{{"dataset", parser.value(dataset)},
                    {"configurations", int(points.size() + points.failed + points.outside)},
                    {"parameters", int(points.parameters.size())},
                    {"measured", int(points.measuredCount())},
                    {"forecast", int(points.size() - points.measuredCount())},
                    {"failed", int(points.failed)},
                    {"drawn_points", drawn},
                    {"size", parser.value(size)},
                    {"collect_ms", collect.median()},
                    {"rank_ms", rank.median()},
                    {"draw_ms", draw.median()},
                    {"draw_max_ms", draw.max()},
                    {"repaint_ms", repaint.median()},
                    {"boxes_ms", boxes.median()},
                    {"rasterise_ms", rasterise.median()},
                    {"rss_start_mib", rssStart},
                    {"rss_with_session_mib", rssData},
                    {"peak_rss_mib", peak}};
    if (parser.isSet(asJson)) {
        std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    std::printf("%d configurations x %d parameters: %d measured, %d forecast, %d failed; dock %s\n",
                out["configurations"].toInt(), out["parameters"].toInt(), out["measured"].toInt(),
                out["forecast"].toInt(), out["failed"].toInt(), qPrintable(parser.value(size)));
    std::printf("median (max) of %d, ms:\n", n);
    std::printf("  collect points      %7.2f (%.2f)\n", collect.median(), collect.max());
    std::printf("  rank (eta squared)  %7.2f (%.2f)\n", rank.median(), rank.max());
    std::printf("  draw (panel + paint)%7.2f (%.2f)   = %.2f of the 100 ms target\n", draw.median(), draw.max(),
                draw.median() / 100.0);
    std::printf("  of which: boxes     %7.2f (%.2f)\n", boxes.median(), boxes.max());
    std::printf("  of which: rasterise %7.2f (%.2f)\n", rasterise.median(), rasterise.max());
    std::printf("  repaint             %7.2f (%.2f)\n", repaint.median(), repaint.max());
    std::printf("points drawn after overlap culling: %d\n", drawn);
    std::printf("RSS: %.0f MiB at start, %.0f MiB with the session, peak %.0f MiB\n", rssStart, rssData, peak);
    return 0;
}
