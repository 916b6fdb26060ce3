// Kernel dock benchmark (the target: opening a candidate's view, diff and report
// takes < 50 ms for a 2,000-line source, and the window stays responsive while a session
// streams). Two parts, each size and mode in its own process so that peak RSS is its own:
//
// Open. Realistic CUDA sources of 500, 2,000 and 10,000 lines: the softmax template of
// resources/problems/softmax_rows_f32 repeated with its helpers and kernel renamed per copy
// (warp_max_3, softmax_tuned_3, ...), the rest filled with a __constant__ table. A child
// changes ~2% of the lines scattered through the file (expf -> __expf, loop strides,
// shuffle offsets, comments), inserts ~0.5% and deletes ~0.5%. Parent and child are
// free-form candidates of the softmax problem with a launch plan, the child measured with a
// full report (compile resources and log, phases, timing, CUPTI, energy). Every repetition
// shows a pair the panel has not seen (its own first line), so views, diff and text are
// built each time. Measured (median and max over --reps):
//   core: viewCandidateSource of the child, SourceDiff::compute of the pair;
//   source: KernelPanel::showCandidate with the Source tab up;
//   diff: the same with the Diff tab up: side by side folded (default), unified folded,
//         side by side unfolded;
//   report: the same with the Report tab up;
//   open: Source tab, then Diff, then Report, as an engineer opens the three.
// Each step counts until the widgets are laid out and painted: the event loop runs once
// (the layout requests and the paint that the change posted); a step that painted nothing
// gets a forced repaint (counted as "forced_repaints").
//
// Stream. A synthetic session of --nodes candidates (like bench_gui: the real engine,
// PUCT, tuner generator, features surrogate, an instant backend) whose tunable template is
// the 2,000-line source, parameters BLOCK, VEC, CACHE, ONLINE (used all through it) and four
// more. The window follows the best candidate, so the Kernel dock opens each new best while
// --stream candidates arrive. Modes: "hidden" (the Kernel dock behind Diagnosis: the
// baseline), "source" and "diff" (the dock raised on that tab). Reports the longest
// GUI-thread block (largest gap between ticks of a 1 ms timer) in wall and CPU time.
//
//   bench_kernel_view [--lines 500,2000,10000] [--reps 20] [--nodes 10000] [--stream 1000]
//                     [--modes hidden,source,diff] [--json FILE]
//
// Runs headless (QT_QPA_PLATFORM=offscreen unless set). Prints a table; --json FILE also
// writes every result as one JSON object.
#include "KernelFamily.h"
#include "SyntheticGuiSession.h"
#include "core/engine/Engine.h"
#include "core/kernel/MeasurementReport.h"
#include "core/problem/ProblemLoader.h"
#include "core/source/CandidateSourceView.h"
#include "core/source/SourceDiff.h"
#include "ui/session/CandidateModel.h"
#include "ui/kernel/CandidateReportView.h"
#include "ui/kernel/CodeEditor.h"
#include "ui/session/DiagnosisPanel.h"
#include "ui/kernel/DiffView.h"
#include "ui/session/EngineController.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/kernel/KernelView.h"
#include "ui/window/MainWindow.h"
#include "ui/tree/SearchTreeView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <random>
#include <sstream>

using namespace augur;
using namespace augur::bench;

namespace {

constexpr double kTargetMs = 50.0;
const std::string kProblemDir = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/softmax_rows_f32";

struct Edit {
    std::vector<std::string> lines;
    int changed = 0, inserted = 0, deleted = 0;
};

/// One line edited as an engineer or an LLM edits a kernel; false when nothing applies.
bool editLine(std::string& l, int n) {
    struct Rule {
        const char* from;
        const char* to;
    };
    static const Rule rules[] = {{"__shfl_xor_sync(0xffffffffu, v, o)", "__shfl_down_sync(0xffffffffu, v, o)"},
                                 {" expf(", " __expf("},
                                 {"j += BLOCK", "j += 2 * BLOCK"},
                                 {"int o = 16", "int o = 8"},
                                 {"1.0f / s", "__frcp_rn(s)"},
                                 {"__syncthreads();", "__syncwarp();"},
                                 {"#pragma unroll", "#pragma unroll 4"},
                                 {"fmaxf(", "max("},
                                 {"(long long)row", "(size_t)row"}};
    for (const Rule& r : rules)
        if (const auto at = l.find(r.from); at != std::string::npos) {
            l.replace(at, std::strlen(r.from), r.to);
            return true;
        }
    const bool code = l.find_first_not_of(" \t{}") != std::string::npos && l.rfind('#', 0) != 0;
    if (!code) return false;
    l += "  // tuned (" + std::to_string(n) + ")";
    return true;
}

/// The child: ~2% of the lines changed, ~0.5% inserted, ~0.5% deleted, scattered
/// (deterministic for a seed, so every repetition diffs the same edit).
Edit childOf(const std::vector<std::string>& parent, std::uint32_t seed) {
    Edit e;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    int pendingChanges = 0;
    for (std::size_t i = 0; i < parent.size(); ++i) {
        std::string l = parent[i];
        const double r = u(rng);
        if (i > 0 && r < 0.005) { // deleted (never the first line, which names the pair)
            ++e.deleted;
            continue;
        }
        if (r < 0.025) ++pendingChanges;
        if (pendingChanges > 0 && i > 0 && editLine(l, e.changed)) {
            --pendingChanges;
            ++e.changed;
        }
        e.lines.push_back(std::move(l));
        if (u(rng) < 0.005) {
            e.lines.push_back("    // inserted: check the row bound before the next pass (" +
                              std::to_string(e.inserted) + ")");
            ++e.inserted;
        }
    }
    return e;
}

// --- candidates -----------------------------------------------------------------------------

const char* const kPlan = "{\"launches\": [{\"kernel\": \"softmax_tuned_0\", \"grid\": [\"rows\", 1, 1], "
                          "\"block\": [256, 1, 1], \"shared_bytes\": \"0\", \"args\": [\"x\", \"y\", \"rows\", "
                          "\"cols\"]}]}";

/// A full report as the cuda backend's worker writes it (as in tst_measurement_report),
/// with one resource entry and ptxas line per kernel of the family (at most 12).
MeasurementReport fullReport(int kernels) {
    using json = nlohmann::json;
    json resources = json::object();
    std::string log;
    for (int k = 0; k < std::min(kernels, 12); ++k) {
        const std::string name = "softmax_tuned_" + std::to_string(k);
        resources[name] = {{"registers", 30 + k},
                           {"shared_bytes", 256},
                           {"spill_store_bytes", 0},
                           {"spill_load_bytes", 0},
                           {"stack_bytes", k % 3 == 0 ? 16 : 0}};
        log += "ptxas info    : Compiling entry function '" + name + "' for 'sm_90'\n";
        log += "ptxas info    : Function properties for " + name +
            "\n    0 bytes stack frame, 0 bytes spill stores, "
            "0 bytes spill loads\n";
        log += "ptxas info    : Used " + std::to_string(30 + k) + " registers, 256 bytes smem, 384 bytes cmem[0]\n";
    }
    return MeasurementReport::fromJson(json{
        {"device", "NVIDIA H200"},
        {"arch", "sm_90"},
        {"reference_compile",
         {{"ok", true},
          {"arch", "sm_90"},
          {"compile_ms", 41.5},
          {"resources", {{"softmax_ref", {{"registers", 18}, {"spill_store_bytes", 0}, {"spill_load_bytes", 0}}}}}}},
        {"candidate_compile",
         {{"ok", true}, {"arch", "sm_90"}, {"compile_ms", 97.25}, {"log", log}, {"resources", resources}}},
        {"phases_ms", {{"compile", 138.75}, {"correctness", 210.0}, {"timing", 95.5}, {"total", 460.0}}},
        {"correctness_seeds", {7001, 7002, 7003}},
        {"timing",
         {{"samples", 3},
          {"relative_ci_half_width", 0.012},
          {"reference", {{"median_ms", 0.2654}}},
          {"candidate", {{"median_ms", 0.1287}}},
          {"reference_samples_ms", {0.2651, 0.2654, 0.2660}},
          {"candidate_samples_ms", {0.1285, 0.1287, 0.1290}}}},
        {"cupti",
         {{"available", true}, {"reference_event_over_kernel", 1.011}, {"candidate_event_over_kernel", 1.024}}},
        {"timing_efficiency", 0.81},
        {"achieved_bandwidth_gbs", 4171.2},
        {"bandwidth_fraction_of_peak", 0.866},
        {"device_peaks", {{"dram_gbs", 4814.3}, {"fp32_gflops", 66908.2}, {"tensor_gflops", 1070530.6}}},
        {"launch_geometry",
         {{{"kernel", "softmax_tuned_0"}, {"grid_blocks", 16384}, {"block_threads", 256}, {"blocks_per_sm", 8}}}},
        {"energy",
         {{"available", true},
          {"energy_ratio", 1.19},
          {"reference", {{"j_per_launch", 0.25}, {"avg_power_w", 600}}},
          {"candidate", {{"j_per_launch", 0.21}, {"avg_power_w", 610}, {"repeats_j_per_launch", {0.209, 0.211}}}}}},
        {"warning", "the reference's output is identical for every seed: the correctness check is weak"}});
}

Measurement measured(double speedup, const MeasurementReport& report) {
    Measurement m;
    m.backend = "cuda";
    m.referenceMs = 0.2654;
    m.candidateMs = m.referenceMs / speedup;
    m.candidateIqrMs = 0.0004;
    m.samples = 3;
    m.speedup = speedup;
    m.speedupLow = speedup * 0.988;
    m.speedupHigh = speedup * 1.012;
    m.energyJ = 0.21;
    m.referenceEnergyJ = 0.25;
    m.report = report;
    return m;
}

struct Stats {
    std::vector<double> ms;
    double median() const {
        if (ms.empty()) return 0.0;
        std::vector<double> v = ms;
        std::sort(v.begin(), v.end());
        return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
    }
    double max() const { return ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()); }
    QJsonObject json() const {
        QJsonObject o;
        o[QStringLiteral("median_ms")] = median();
        o[QStringLiteral("max_ms")] = max();
        o[QStringLiteral("median_of_target")] = median() / kTargetMs;
        o[QStringLiteral("max_of_target")] = max() / kTargetMs;
        return o;
    }
};

/// Marks whether a widget painted (Paint events reaching it).
class PaintWatch : public QObject {
public:
    bool painted = false;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) painted = true;
        return false;
    }
};

// --- open -----------------------------------------------------------------------------------

QJsonObject runOpen(int lines, int reps) {
    const double rssStart = procStatusMiB("VmRSS:");
    const Problem problem = ProblemLoader::load(kProblemDir);
    const std::vector<std::string> base = familySource(problem.tunableSource, lines);
    const Edit edit = childOf(base, 42);
    int kernels = 0;
    for (const std::string& l : base) kernels += l.find("softmax_tuned_") != std::string::npos ? 1 : 0;
    const MeasurementReport report = fullReport(std::max(1, kernels / 2));

    std::map<CandidateId, Candidate> all;
    Candidate ref;
    ref.id = 0;
    ref.origin = Origin::Reference;
    ref.state = CandidateState::Measured;
    ref.measurement = measured(1.0, report);
    all[0] = ref;
    CandidateId nextId = 1;
    // A pair the panel has not seen: both texts start with a line naming the pair.
    auto freshPair = [&]() -> std::pair<const Candidate*, const Candidate*> {
        // Keep the reference and the last pair (the panel may still look them up).
        while (all.size() > 3) all.erase(std::next(all.begin()));
        const std::string first = "// Softmax kernel family (bench_kernel_view), pair " + std::to_string(nextId);
        std::vector<std::string> p = base, c = edit.lines;
        p[0] = c[0] = first;
        Candidate parent;
        parent.id = nextId++;
        parent.parent = 0;
        parent.depth = 1;
        parent.origin = Origin::User;
        parent.source = joinLines(p);
        parent.launchesJson = kPlan;
        parent.state = CandidateState::Measured;
        parent.measurement = measured(1.42, report);
        Candidate child = parent;
        child.id = nextId++;
        child.parent = parent.id;
        child.depth = 2;
        child.origin = Origin::Llm;
        child.source = joinLines(c);
        child.measurement = measured(1.87, report);
        const CandidateId pid = parent.id, cid = child.id;
        all[pid] = std::move(parent);
        all[cid] = std::move(child);
        return {&all[pid], &all[cid]};
    };

    ui::KernelPanel panel;
    panel.setCandidateLookup([&all](CandidateId id) -> const Candidate* {
        const auto it = all.find(id);
        return it == all.end() ? nullptr : &it->second;
    });
    panel.resize(1200, 800);
    panel.show();
    QCoreApplication::processEvents();

    PaintWatch watch;
    ui::DiffView* diff = panel.diffView();
    QWidget* painted[] = {panel.kernelView()->editor()->viewport(), diff->leftEditor()->viewport(),
                          diff->rightEditor()->viewport(), diff->unifiedEditor()->viewport(),
                          panel.reportView()->findChild<QTextBrowser*>()->viewport()};
    for (QWidget* w : painted) w->installEventFilter(&watch);
    int forced = 0;
    QElapsedTimer clock;
    // Until laid out and painted: the event loop once; a forced repaint if nothing painted.
    auto settle = [&] {
        QCoreApplication::processEvents();
        if (!watch.painted) {
            panel.repaint();
            ++forced;
        }
    };
    auto timed = [&](const std::function<void()>& step) {
        watch.painted = false;
        clock.start();
        step();
        settle();
        return double(clock.nsecsElapsed()) / 1e6;
    };
    auto show = [&](std::pair<const Candidate*, const Candidate*> pc) {
        panel.showCandidate(pc.second, pc.first, &all[0], problem);
    };

    // Core alone.
    Stats coreView, coreDiff;
    for (int r = 0; r < reps; ++r) {
        const auto pc = freshPair();
        clock.start();
        const CandidateSourceView cv = viewCandidateSource(problem, *pc.second, pc.first);
        coreView.ms.push_back(double(clock.nsecsElapsed()) / 1e6);
        const CandidateSourceView pv = viewCandidateSource(problem, *pc.first, &all[0]);
        clock.start();
        const SourceDiff d = SourceDiff::compute(pv.text, cv.text);
        coreDiff.ms.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    const SourceDiff sample = SourceDiff::compute(std::prev(all.end(), 2)->second.source, all.rbegin()->second.source);

    // The first open of the process (fonts, lexer, style caches): reported, not in the stats.
    panel.tabs()->setCurrentIndex(ui::KernelPanel::SourceTab);
    const double first = timed([&] { show(freshPair()); }) +
        timed([&] { panel.tabs()->setCurrentIndex(ui::KernelPanel::DiffTab); }) +
        timed([&] { panel.tabs()->setCurrentIndex(ui::KernelPanel::ReportTab); });

    auto onTab = [&](int tab, Stats& s) {
        panel.tabs()->setCurrentIndex(tab);
        settle();
        for (int r = 0; r < reps; ++r) {
            const auto pc = freshPair();
            s.ms.push_back(timed([&] { show(pc); }));
        }
    };
    Stats source, diffSide, diffUnified, diffUnfolded, reportTab, open;
    onTab(ui::KernelPanel::SourceTab, source);
    diff->setLayoutMode(ui::DiffView::Layout::SideBySide);
    diff->setFolded(true);
    onTab(ui::KernelPanel::DiffTab, diffSide);
    const int diffRows = diff->rightEditor()->lines();
    diff->setLayoutMode(ui::DiffView::Layout::Unified);
    onTab(ui::KernelPanel::DiffTab, diffUnified);
    diff->setLayoutMode(ui::DiffView::Layout::SideBySide);
    diff->setFolded(false);
    onTab(ui::KernelPanel::DiffTab, diffUnfolded);
    diff->setFolded(true);
    onTab(ui::KernelPanel::ReportTab, reportTab);
    for (int r = 0; r < reps; ++r) {
        panel.tabs()->setCurrentIndex(ui::KernelPanel::SourceTab);
        settle();
        const auto pc = freshPair();
        open.ms.push_back(timed([&] { show(pc); }) +
                          timed([&] { panel.tabs()->setCurrentIndex(ui::KernelPanel::DiffTab); }) +
                          timed([&] { panel.tabs()->setCurrentIndex(ui::KernelPanel::ReportTab); }));
    }
    const bool ok = panel.kernelView()->editor()->lines() == int(edit.lines.size()) + 1 &&
        diff->added() == sample.added() && diff->removed() == sample.removed() &&
        !panel.reportView()->reportText().isEmpty();

    QJsonObject o;
    o[QStringLiteral("kind")] = QStringLiteral("open");
    o[QStringLiteral("lines")] = lines;
    o[QStringLiteral("reps")] = reps;
    o[QStringLiteral("ok")] = ok;
    o[QStringLiteral("changed_lines")] = edit.changed;
    o[QStringLiteral("inserted_lines")] = edit.inserted;
    o[QStringLiteral("deleted_lines")] = edit.deleted;
    o[QStringLiteral("diff_added")] = sample.added();
    o[QStringLiteral("diff_removed")] = sample.removed();
    o[QStringLiteral("diff_rows_folded")] = diffRows;
    o[QStringLiteral("source_bytes")] = qint64(all.rbegin()->second.source.size());
    o[QStringLiteral("core_view")] = coreView.json();
    o[QStringLiteral("core_diff")] = coreDiff.json();
    o[QStringLiteral("source")] = source.json();
    o[QStringLiteral("diff_side_by_side")] = diffSide.json();
    o[QStringLiteral("diff_unified")] = diffUnified.json();
    o[QStringLiteral("diff_unfolded")] = diffUnfolded.json();
    o[QStringLiteral("report")] = reportTab.json();
    o[QStringLiteral("open")] = open.json();
    o[QStringLiteral("open_first_ms")] = first;
    o[QStringLiteral("forced_repaints")] = forced;
    o[QStringLiteral("rss_start_mib")] = rssStart;
    o[QStringLiteral("rss_end_mib")] = procStatusMiB("VmRSS:");
    o[QStringLiteral("peak_rss_mib")] = procStatusMiB("VmHWM:");
    return o;
}

// --- stream (a synthetic session as in bench_gui, with the 2,000-line template) ---------------

/// The synthetic session of SyntheticGuiSession.h (as bench_gui's) over parameters that
/// the 2,000-line template uses, the template as the problem's tunable source.
std::unique_ptr<Engine> buildEngine(int nodes, int stream, const std::string& templ, const std::string& refSource) {
    Problem problem;
    problem.name = "synthetic_kernel_bench";
    problem.origin = "bench_kernel_view";
    setSyntheticSpace(problem, {"BLOCK", "VEC", "CACHE", "ONLINE", "UNROLL", "TILE", "STAGES", "SPLIT"});
    problem.tunableSource = templ;
    problem.referenceSource = refSource;
    return syntheticEngine(problem, nodes, stream, 7);
}

QJsonObject runStream(const QString& mode, int nodes, int stream, int lines) {
    const double rssStart = procStatusMiB("VmRSS:");
    const Problem softmax = ProblemLoader::load(kProblemDir);
    const std::string templ = joinLines(familySource(softmax.tunableSource, lines));
    auto engine = buildEngine(nodes, stream, templ, softmax.referenceSource);

    auto* controller = new ui::EngineController(std::make_unique<LiveSession>(std::move(engine)));
    ui::MainWindow window(controller);
    window.resize(1600, 1000);
    window.show();
    ui::KernelPanel* kernel = window.kernelPanel();
    QCoreApplication::processEvents();
    if (mode == QLatin1String("hidden")) {
        window.dockOf(window.diagnosisPanel())->raise(); // the Kernel dock's tab behind it
    } else {
        window.dockOf(kernel)->show();
        window.dockOf(kernel)->raise();
        kernel->tabs()->setCurrentIndex(mode == QLatin1String("diff") ? ui::KernelPanel::DiffTab
                                                                      : ui::KernelPanel::SourceTab);
    }
    controller->pause();
    controller->start();
    ui::CandidateModel* model = window.candidateModel();
    ui::SearchTreeView* tree = window.searchTree();
    bool ok = spinUntil(
        [&] { return model->rowCount() == nodes && tree->nodeCount() == nodes && !tree->layoutPending(); }, 600000);
    ok = ok && spinUntil([&] { return controller->isPaused(); }, 60000);
    spinFor(300);
    // On screen: visible and inside the window (Qt moves a dock behind another tab out of it).
    const bool visible =
        kernel->isVisible() && QRect(kernel->mapTo(&window, QPoint(0, 0)), kernel->size()).intersects(window.rect());
    const CandidateId selectedBefore = window.selectedCandidate();
    const int linesShown = mode == QLatin1String("diff") ? kernel->diffView()->rightEditor()->lines()
                                                         : kernel->kernelView()->editor()->lines();
    const int viewsBefore = kernel->viewsComputed();
    const int diffsBefore = kernel->diffView()->diffsComputed();
    const double rssLoaded = procStatusMiB("VmRSS:");

    GapMeter meter;
    QElapsedTimer clock;
    meter.start();
    clock.start();
    controller->resume();
    ok = ok && spinUntil([&] { return model->rowCount() >= nodes + stream && controller->isFinished(); }, 600000);
    const double streamMs = double(clock.nsecsElapsed()) / 1e6;
    spinFor(500);
    meter.stop();

    QJsonObject o;
    o[QStringLiteral("kind")] = QStringLiteral("stream");
    o[QStringLiteral("mode")] = mode;
    o[QStringLiteral("ok")] = ok;
    o[QStringLiteral("nodes")] = nodes;
    o[QStringLiteral("streamed")] = model->rowCount() - nodes;
    o[QStringLiteral("template_lines")] = lines;
    o[QStringLiteral("kernel_dock_visible")] = visible;
    o[QStringLiteral("selected_before")] = qint64(selectedBefore);
    o[QStringLiteral("selected_after")] = qint64(window.selectedCandidate());
    o[QStringLiteral("lines_shown")] = linesShown;
    o[QStringLiteral("views_built_while_streaming")] = kernel->viewsComputed() - viewsBefore;
    o[QStringLiteral("diffs_while_streaming")] = kernel->diffView()->diffsComputed() - diffsBefore;
    o[QStringLiteral("stream_ms")] = streamMs;
    o[QStringLiteral("longest_block_ms")] = meter.maxMs();
    o[QStringLiteral("longest_busy_ms")] = meter.maxCpuMs();
    o[QStringLiteral("p99_gap_ms")] = meter.percentileMs(0.99);
    o[QStringLiteral("gaps_over_16ms")] = meter.over(16.0);
    o[QStringLiteral("busy_over_16ms")] = meter.cpuOver(16.0);
    o[QStringLiteral("longest_block_of_target")] = meter.maxMs() / kTargetMs;
    o[QStringLiteral("rss_start_mib")] = rssStart;
    o[QStringLiteral("rss_loaded_mib")] = rssLoaded;
    o[QStringLiteral("peak_rss_mib")] = procStatusMiB("VmHWM:");
    return o;
}

// --- report -----------------------------------------------------------------------------------

QJsonObject runChild(const QStringList& args) {
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), args);
    child.waitForFinished(-1);
    const QByteArray out = child.readAllStandardOutput().trimmed();
    QJsonObject o = QJsonDocument::fromJson(out.split('\n').last()).object();
    if (child.exitCode() != 0) o[QStringLiteral("ok")] = false;
    return o;
}

QString cell(const QJsonObject& o, const char* key) {
    const QJsonObject s = o.value(QLatin1String(key)).toObject();
    return QStringLiteral("%1 / %2 (%3)")
        .arg(s.value(QStringLiteral("median_ms")).toDouble(), 0, 'f', 1)
        .arg(s.value(QStringLiteral("max_ms")).toDouble(), 0, 'f', 1)
        .arg(s.value(QStringLiteral("median_of_target")).toDouble(), 0, 'f', 2);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Kernel dock benchmark: open a candidate's source, diff and "
                                                    "report; responsiveness while a session streams"));
    parser.addHelpOption();
    QCommandLineOption linesOpt(QStringLiteral("lines"), QStringLiteral("Source sizes, comma-separated."),
                                QStringLiteral("N,..."), QStringLiteral("500,2000,10000"));
    QCommandLineOption repsOpt(QStringLiteral("reps"), QStringLiteral("Repetitions per measure."), QStringLiteral("N"),
                               QStringLiteral("20"));
    QCommandLineOption nodesOpt(QStringLiteral("nodes"), QStringLiteral("Session size of the stream runs."),
                                QStringLiteral("N"), QStringLiteral("10000"));
    QCommandLineOption streamOpt(QStringLiteral("stream"), QStringLiteral("Candidates streamed in."),
                                 QStringLiteral("N"), QStringLiteral("1000"));
    QCommandLineOption modesOpt(QStringLiteral("modes"),
                                QStringLiteral("Stream runs: hidden, source, diff (comma-separated; \"\" for none)."),
                                QStringLiteral("M,..."), QStringLiteral("hidden,source,diff"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), QStringLiteral("Also write the results as JSON to FILE."),
                               QStringLiteral("FILE"));
    QCommandLineOption openChild(QStringLiteral("child-open"), QStringLiteral("(internal) one size, JSON."),
                                 QStringLiteral("N"));
    QCommandLineOption streamChild(QStringLiteral("child-stream"), QStringLiteral("(internal) one mode, JSON."),
                                   QStringLiteral("M"));
    parser.addOptions({linesOpt, repsOpt, nodesOpt, streamOpt, modesOpt, jsonOpt, openChild, streamChild});
    parser.process(app);
    const int reps = std::max(1, parser.value(repsOpt).toInt());
    const int nodes = parser.value(nodesOpt).toInt();
    const int stream = parser.value(streamOpt).toInt();

    if (parser.isSet(openChild)) {
        const QJsonObject o = runOpen(parser.value(openChild).toInt(), reps);
        std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
        return o.value(QStringLiteral("ok")).toBool() ? 0 : 1;
    }
    if (parser.isSet(streamChild)) {
        const QJsonObject o = runStream(parser.value(streamChild), nodes, stream, 2000);
        std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
        return o.value(QStringLiteral("ok")).toBool() ? 0 : 1;
    }

    int rc = 0;
    QJsonArray opens, streams;
    const QStringList sizes = parser.value(linesOpt).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& n : sizes) {
        const QJsonObject o =
            runChild({QStringLiteral("--child-open"), n, QStringLiteral("--reps"), QString::number(reps)});
        if (!o.value(QStringLiteral("ok")).toBool()) rc = 1;
        opens.append(o);
    }
    if (!opens.isEmpty()) {
        std::printf("Kernel dock: opening a candidate not seen before; median / max of %d, ms (median / %.0f ms "
                    "target)\n",
                    reps, kTargetMs);
        std::printf("%-28s", "lines");
        for (const auto& v : opens) std::printf(" %26d", v.toObject().value(QStringLiteral("lines")).toInt());
        std::printf("\n");
        auto row = [&](const char* label, const char* key) {
            std::printf("%-28s", label);
            for (const auto& v : opens) std::printf(" %26s", qPrintable(cell(v.toObject(), key)));
            std::printf("\n");
        };
        auto number = [&](const char* label, const std::function<QString(const QJsonObject&)>& f) {
            std::printf("%-28s", label);
            for (const auto& v : opens) std::printf(" %26s", qPrintable(f(v.toObject())));
            std::printf("\n");
        };
        auto i = [](const QJsonObject& o, const char* k) { return o.value(QLatin1String(k)).toInt(); };
        auto d = [](const QJsonObject& o, const char* k) { return o.value(QLatin1String(k)).toDouble(); };
        number("child: changed +ins -del", [&](const QJsonObject& o) {
            return QStringLiteral("%1 +%2 -%3")
                .arg(i(o, "changed_lines"))
                .arg(i(o, "inserted_lines"))
                .arg(i(o, "deleted_lines"));
        });
        row("core: viewCandidateSource", "core_view");
        row("core: SourceDiff::compute", "core_diff");
        row("Source tab", "source");
        row("Diff, side by side, folded", "diff_side_by_side");
        row("Diff, unified, folded", "diff_unified");
        row("Diff, side by side, whole", "diff_unfolded");
        row("Report tab", "report");
        row("open (source+diff+report)", "open");
        number("first open of the process", [&](const QJsonObject& o) {
            return QStringLiteral("%1 ms (%2)")
                .arg(d(o, "open_first_ms"), 0, 'f', 1)
                .arg(d(o, "open_first_ms") / kTargetMs, 0, 'f', 2);
        });
        number("RSS start -> end (peak) MiB", [&](const QJsonObject& o) {
            return QStringLiteral("%1 -> %2 (%3)")
                .arg(d(o, "rss_start_mib"), 0, 'f', 0)
                .arg(d(o, "rss_end_mib"), 0, 'f', 0)
                .arg(d(o, "peak_rss_mib"), 0, 'f', 0);
        });
        number("peak RSS / start", [&](const QJsonObject& o) {
            return QString::number(d(o, "peak_rss_mib") / std::max(1.0, d(o, "rss_start_mib")), 'f', 2);
        });
        std::fflush(stdout);
    }

    const QStringList modes = parser.value(modesOpt).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& m : modes) {
        const QJsonObject o = runChild({QStringLiteral("--child-stream"), m, QStringLiteral("--nodes"),
                                        QString::number(nodes), QStringLiteral("--stream"), QString::number(stream)});
        if (!o.value(QStringLiteral("ok")).toBool()) rc = 1;
        streams.append(o);
    }
    if (!streams.isEmpty()) {
        std::printf("\nStreaming %d candidates into a %d-node session, 2,000-line template, the window following "
                    "the best\n",
                    stream, nodes);
        std::printf("%-8s %7s %7s %6s %6s %9s %10s %9s %7s %9s %7s %9s %9s\n", "dock", "shown", "rows", "views",
                    "diffs", "stream_ms", "block_ms", "/target", ">16ms", "busy_ms", ">16ms", "load_MiB", "peak_MiB");
        for (const auto& v : streams) {
            const QJsonObject o = v.toObject();
            auto d = [&](const char* k) { return o.value(QLatin1String(k)).toDouble(); };
            auto i = [&](const char* k) { return o.value(QLatin1String(k)).toInt(); };
            std::printf("%-8s %7s %7d %6d %6d %9.0f %10.1f %9.2f %7d %9.1f %7d %9.0f %9.0f\n",
                        qPrintable(o.value(QStringLiteral("mode")).toString()),
                        o.value(QStringLiteral("kernel_dock_visible")).toBool() ? "yes" : "no", i("lines_shown"),
                        i("views_built_while_streaming"), i("diffs_while_streaming"), d("stream_ms"),
                        d("longest_block_ms"), d("longest_block_of_target"), i("gaps_over_16ms"), d("longest_busy_ms"),
                        i("busy_over_16ms"), d("rss_loaded_mib"), d("peak_rss_mib"));
        }
    }

    if (parser.isSet(jsonOpt)) {
        QJsonObject all;
        all[QStringLiteral("target_ms")] = kTargetMs;
        all[QStringLiteral("reps")] = reps;
        all[QStringLiteral("open")] = opens;
        all[QStringLiteral("stream")] = streams;
        QFile f(parser.value(jsonOpt));
        if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(all).toJson()) < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(parser.value(jsonOpt)));
            rc = 1;
        }
    }
    return rc;
}
