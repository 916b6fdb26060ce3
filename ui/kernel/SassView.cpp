#include "ui/kernel/SassView.h"

#include "core/source/CompileDiagnostics.h"
#include "ui/base/BackgroundTask.h"
#include "ui/kernel/CodeEditor.h"
#include "ui/kernel/KernelText.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace augur::ui {

namespace {

constexpr std::size_t kCached = 4; ///< results kept for going back to a candidate
enum SassPage { SassTextPage, SassMessagePage };

/// A pane: its title above its editor (or stack).
QWidget* titled(QLabel* title, QWidget* body) {
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    title->setStyleSheet(QStringLiteral("font-weight: bold"));
    layout->addWidget(title);
    layout->addWidget(body, 1);
    return box;
}

} // namespace

SassView::SassView(QWidget* parent)
    : QWidget(parent), split_(new QSplitter(Qt::Horizontal)), status_(new QLabel(this)),
      resources_(new QLabel(this)), titles_{new QLabel(this), new QLabel(this), new QLabel(this)},
      source_(new CodeEditor(true)), ptx_(new CodeEditor(false)), sass_(new CodeEditor(false)),
      sassStack_(new QStackedWidget(this)), sassMessage_(new QLabel), selection_(new QLabel(this)) {
    status_->setObjectName(QStringLiteral("sassStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    resources_->setObjectName(QStringLiteral("sassResources"));
    resources_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    source_->setObjectName(QStringLiteral("sassSource"));
    ptx_->setObjectName(QStringLiteral("sassPtx"));
    sass_->setObjectName(QStringLiteral("sassText"));
    sassMessage_->setObjectName(QStringLiteral("sassMessage"));
    sassMessage_->setWordWrap(true);
    sassMessage_->setAlignment(Qt::AlignCenter);
    sassMessage_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    selection_->setObjectName(QStringLiteral("sassSelection"));
    sassStack_->insertWidget(SassTextPage, sass_);
    sassStack_->insertWidget(SassMessagePage, sassMessage_);

    split_->addWidget(titled(titles_[SourcePane], source_));
    split_->addWidget(titled(titles_[PtxPane], ptx_));
    split_->addWidget(titled(titles_[SassPane], sassStack_));
    split_->setChildrenCollapsible(false);
    split_->setStretchFactor(0, 4);
    split_->setStretchFactor(1, 3);
    split_->setStretchFactor(2, 4);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(status_);
    layout->addWidget(resources_);
    layout->addWidget(split_, 1);
    layout->addWidget(selection_);

    const std::pair<Pane, CodeEditor*> panes[] = {{SourcePane, source_}, {PtxPane, ptx_}, {SassPane, sass_}};
    for (const auto& [pane, editor] : panes)
        connect(editor, &QsciScintilla::cursorPositionChanged, this,
                [this, pane = pane](int line, int) { rowClicked(pane, line); });
    retranslate();
    clear(QString());
}

void SassView::retranslate() {
    titles_[SourcePane]->setText(tr("CUDA source (SASS instructions per line)"));
    titles_[PtxPane]->setText(tr("PTX (margin: source line)"));
    titles_[SassPane]->setText(tr("SASS (margin: source line)"));
    if (shown_) showAnalysis(shown_); // texts written in the language of the moment
}

void SassView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void SassView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    const QFontMetrics metrics(source_->font());
    const int advance = std::max(1, metrics.horizontalAdvance(QLatin1Char('0')));
    // One above the other only where each pane still shows ten lines: in a short dock,
    // narrow columns read better than three slits.
    const bool narrow = width() / 3 / advance < 50;
    const bool tall = split_->height() / 3 >= 10 * metrics.lineSpacing() + 2 * titles_[0]->sizeHint().height();
    const Qt::Orientation o = narrow && tall ? Qt::Vertical : Qt::Horizontal;
    if (split_->orientation() != o) split_->setOrientation(o);
}

void SassView::setTools(std::shared_ptr<KernelCompiler> compiler, std::shared_ptr<KernelDisassembler> disassembler,
                        const QString& unavailableReason) {
    compiler_ = std::move(compiler);
    disassembler_ = std::move(disassembler);
    unavailable_ = unavailableReason;
    cache_.clear();
}

CodeEditor* SassView::editor(Pane pane) const {
    switch (pane) {
    case SourcePane: return source_;
    case PtxPane: return ptx_;
    case SassPane: return sass_;
    }
    return source_;
}

QString SassView::sassMessage() const {
    return sassStack_->currentIndex() == SassMessagePage ? sassMessage_->text() : QString();
}

QString SassView::statusText() const { return status_->text(); }

QString SassView::resourcesText() const { return resources_->text(); }

QString SassView::selectionText() const { return selection_->text(); }

void SassView::clear(const QString& message) {
    wantSource_.clear();
    shown_.reset();
    selected_ = 0;
    for (CodeEditor* e : {source_, ptx_, sass_}) e->setTextIfChanged(std::string());
    source_->setCountLabels({}, QString());
    status_->setText(message);
    status_->setStyleSheet(QString());
    resources_->clear();
    resources_->hide();
    selection_->clear();
    sassMessage_->clear();
    sassStack_->setCurrentIndex(SassTextPage);
}

std::shared_ptr<const SassAnalysis> SassView::cached(const std::string& source, const std::string& arch) const {
    for (const auto& a : cache_)
        if (a->source == source && a->arch == arch) return a;
    return nullptr;
}

void SassView::showSource(const std::string& source, const std::string& arch) {
    wantSource_ = source;
    wantArch_ = arch;
    if (shown_ && shown_->source == source && shown_->arch == arch) return;
    if (const auto a = cached(source, arch)) return showAnalysis(a);
    if (!compiler_) {
        clear(tr("No SASS: no CUDA compiler (%1).")
                  .arg(unavailable_.isEmpty() ? tr("NVRTC was not found") : unavailable_));
        wantSource_ = source; // clear() forgets it; a compiler set later may still show it
        return;
    }
    status_->setStyleSheet(QString());
    status_->setText(tr("Compiling for %1 with line information and disassembling…").arg(QString::fromStdString(arch)));
    if (!running_) start(source, arch); // else the finished task starts the latest request
}

void SassView::prepare(const std::string& source, const std::string& arch) {
    if (!compiler_ || source.empty() || cached(source, arch)) return;
    if (shown_ && shown_->source == source && shown_->arch == arch) return;
    prepSource_ = source;
    prepArch_ = arch;
    if (!running_) start(source, arch); // else it runs after the task in hand, unless replaced
}

void SassView::startNext(bool wantedFailed) {
    // What is to be shown comes first (unless its compile just failed: it is not tried
    // again until asked); then the latest source prepared ahead.
    if (!wantedFailed && !wantSource_.empty() &&
        !(shown_ && shown_->source == wantSource_ && shown_->arch == wantArch_)) {
        const auto a = cached(wantSource_, wantArch_);
        if (!a) return start(wantSource_, wantArch_);
        showAnalysis(a);
    }
    if (!prepSource_.empty() && !cached(prepSource_, prepArch_)) return start(prepSource_, prepArch_);
}

void SassView::start(std::string source, std::string arch) {
    running_ = true;
    if (source == prepSource_ && arch == prepArch_) prepSource_.clear();
    // The work holds its own copies and the tools by shared pointer: the view may show
    // another candidate, or be destroyed, while the compiler and disassembler run.
    runInBackground(
        this,
        [compiler = compiler_, disassembler = disassembler_, source, arch] {
            return std::make_shared<const SassAnalysis>(
                analyseSass(*compiler, disassembler.get(), source, arch, "no disassembler was configured"));
        },
        [this, source, arch](TaskOutcome<std::shared_ptr<const SassAnalysis>> outcome) {
            running_ = false;
            if (outcome.ok()) {
                cache_.push_front(*outcome.value);
                if (cache_.size() > kCached) cache_.pop_back();
            }
            const bool wanted = !wantSource_.empty() && source == wantSource_ && arch == wantArch_;
            if (wanted && !outcome.ok()) {
                status_->setText(tr("The compiler failed: %1").arg(outcome.error));
                status_->setStyleSheet(QStringLiteral("color: #b00020"));
                return startNext(true);
            }
            startNext(); // shows it when it was wanted, else starts what is wanted now
        });
}

QString SassView::failureText(const SassAnalysis& a) const {
    const SassDisassembly& d = a.disassembly;
    const QString tool = QString::fromStdString(d.tool);
    const QString detail = QString::fromStdString(d.detail);
    switch (d.failure) {
    case DisassemblyFailure::None: return {};
    case DisassemblyFailure::NotFound:
        return tr("No SASS: no disassembler found (%1). Install the CUDA toolkit's nvdisasm or set AUGUR_DISASSEMBLER "
                  "to its path.")
            .arg(detail);
    case DisassemblyFailure::CannotStart: return tr("No SASS: %1 could not be started: %2.").arg(tool, detail);
    case DisassemblyFailure::Crashed: return tr("No SASS: %1 crashed (%2).").arg(tool, detail);
    case DisassemblyFailure::TimedOut:
        return tr("No SASS: %1 was still running after %2 s and was stopped.").arg(tool).arg(d.limit);
    case DisassemblyFailure::OutputTooLarge:
        return tr("No SASS: %1 printed more than %2 MiB and was stopped.").arg(tool).arg(d.limit);
    case DisassemblyFailure::ExitStatus: return tr("No SASS: %1 failed (%2).").arg(tool, detail);
    case DisassemblyFailure::NoCubin:
        return a.compiled ? tr("No SASS: the compiler gave no binary for %1.").arg(QString::fromStdString(a.arch))
                          : tr("No SASS: the source does not compile for %1.").arg(QString::fromStdString(a.arch));
    }
    return {};
}

QString SassView::resourceLines(const SassAnalysis& a) const {
    QStringList lines;
    for (const auto& [name, use] : a.kernels) {
        int instructions = -1;
        for (const SassFunction& f : a.sass.functions)
            if (f.name == name) instructions = f.instructions;
        QString line = tr("%1: %2 registers, spills %3 stored / %4 loaded, stack %5, shared %6")
                           .arg(QString::fromStdString(name))
                           .arg(use.registers)
                           .arg(KernelText::bytes(use.spillStoreBytes), KernelText::bytes(use.spillLoadBytes),
                                KernelText::bytes(use.stackBytes), KernelText::bytes(use.sharedBytes));
        if (instructions >= 0) line += tr(", %1 SASS instructions").arg(instructions);
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

void SassView::showAnalysis(const std::shared_ptr<const SassAnalysis>& analysis) {
    if (!analysis) return;
    const bool sameText = shown_ && shown_->source == analysis->source && shown_->arch == analysis->arch;
    shown_ = analysis;
    const SassAnalysis& a = *analysis;
    fillSource(a);
    fillPtx(a);
    fillSass(a);
    QStringList status;
    if (!a.compiled) {
        const auto diagnostics = parseCompileLog(a.compileLog, 1);
        status << tr("Does not compile for %1: %2")
                      .arg(QString::fromStdString(a.arch),
                           diagnostics.empty() ? tr("see the log in the PTX pane")
                                               : tr("line %1: %2")
                                                     .arg(diagnostics[0].line)
                                                     .arg(QString::fromStdString(diagnostics[0].message)));
    } else {
        status << tr("%1, compiled with line information in %2")
                      .arg(QString::fromStdString(a.arch), KernelText::duration(a.compileMs));
        if (a.disassembly.ok())
            status << tr("disassembled by %1 in %2")
                          .arg(QString::fromStdString(a.disassembly.tool), KernelText::duration(a.disassembly.ms));
        if (a.disassembly.ok() && !a.sass.lineInfo)
            status << tr("this disassembler gives no source lines: SASS rows are not linked (nvdisasm gives them)");
    }
    status_->setText(status.join(QStringLiteral("; ")));
    status_->setStyleSheet(a.compiled ? QString() : QStringLiteral("color: #b00020"));
    const QString resources = resourceLines(a);
    resources_->setText(resources);
    resources_->setVisible(!resources.isEmpty());
    selectSourceLine(sameText ? selected_ : 0);
    Q_EMIT analysisShown(sassStack_->currentIndex() == SassTextPage && a.disassembly.ok());
}

void SassView::fillSource(const SassAnalysis& a) {
    source_->setTextIfChanged(a.source);
    const bool bySass = a.sass.lineInfo;
    const int lines = source_->lines();
    QStringList counts;
    counts.reserve(lines);
    for (int l = 1; l <= lines; ++l) {
        const int n = bySass                             ? a.sass.instructionsOn(l)
            : std::size_t(l) < a.ptxLines.perLine.size() ? a.ptxLines.perLine[std::size_t(l)]
                                                         : 0;
        counts << (n > 0 ? QString::number(n) : QString());
    }
    source_->setCountLabels(counts, QStringLiteral("9999"));
    titles_[SourcePane]->setText(bySass ? tr("CUDA source (SASS instructions per line)")
                                        : tr("CUDA source (PTX instructions per line)"));
}

void SassView::fillPtx(const SassAnalysis& a) {
    if (!a.compiled) {
        ptx_->setTextIfChanged(a.compileLog);
        ptx_->useLineNumbers();
        return;
    }
    ptx_->setTextIfChanged(a.ptx);
    ptx_->setMarginNumbers(a.ptxLines.sourceLine, QStringLiteral("99999"));
}

void SassView::fillSass(const SassAnalysis& a) {
    if (!a.disassembly.ok()) {
        showFailure(failureText(a));
        return;
    }
    sass_->setTextIfChanged(a.sassText);
    std::vector<int> lines(a.sass.rows.size());
    for (std::size_t r = 0; r < lines.size(); ++r) lines[r] = a.sass.rows[r].sourceLine;
    sass_->setMarginNumbers(lines, QStringLiteral("99999"));
    sassStack_->setCurrentIndex(SassTextPage);
    titles_[SassPane]->setText(
        tr("SASS by %1 (margin: source line)")
            .arg(QString::fromStdString(a.disassembly.tool.substr(a.disassembly.tool.rfind('/') + 1))));
}

void SassView::showFailure(const QString& line) {
    sass_->setTextIfChanged(std::string());
    sassMessage_->setText(line);
    sassStack_->setCurrentIndex(SassMessagePage);
    titles_[SassPane]->setText(tr("SASS"));
}

int SassView::sourceLineOf(Pane pane, int row) const {
    if (!shown_ || row < 0) return 0;
    switch (pane) {
    case SourcePane: return row + 1;
    case PtxPane:
        return std::size_t(row) < shown_->ptxLines.sourceLine.size() ? shown_->ptxLines.sourceLine[std::size_t(row)]
                                                                     : 0;
    case SassPane:
        return std::size_t(row) < shown_->sass.rows.size() ? shown_->sass.rows[std::size_t(row)].sourceLine : 0;
    }
    return 0;
}

void SassView::rowClicked(Pane pane, int row) {
    if (!shown_) return;
    const int line = sourceLineOf(pane, row);
    if (line > 0) selectSourceLine(line);
}

void SassView::link(CodeEditor* editor, const std::vector<int>& rows, bool scroll) {
    for (int r : rows) editor->markLine(r, CodeEditor::Linked);
    if (!scroll || rows.empty()) return;
    const int first = editor->firstVisibleLine();
    const int visible = int(editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN));
    if (rows.front() < first || rows.front() >= first + visible)
        editor->setFirstVisibleLine(std::max(0, rows.front() - 3));
}

void SassView::selectSourceLine(int line) {
    for (CodeEditor* e : {source_, ptx_, sass_}) e->markerDeleteAll(CodeEditor::Linked);
    selected_ = shown_ && line > 0 && line <= source_->lines() ? line : 0;
    if (!selected_) {
        selection_->setText(shown_ ? tr("Click a row in any pane to see where it comes from and what it became.")
                                   : QString());
        return;
    }
    const SassAnalysis& a = *shown_;
    const std::vector<int> ptxRows = a.ptxLines.rowsOf(selected_);
    const std::vector<int> sassRows = a.disassembly.ok() ? a.sass.rowsOf(selected_) : std::vector<int>{};
    link(source_, {selected_ - 1}, true);
    link(ptx_, ptxRows, true);
    link(sass_, sassRows, true);
    int ptxInstructions = 0;
    if (std::size_t(selected_) < a.ptxLines.perLine.size())
        ptxInstructions = a.ptxLines.perLine[std::size_t(selected_)];
    selection_->setText(tr("Line %1: %2 PTX instructions, %3 SASS instructions")
                            .arg(selected_)
                            .arg(ptxInstructions)
                            .arg(a.disassembly.ok() && a.sass.lineInfo
                                     ? QString::number(a.sass.instructionsOn(selected_))
                                     : tr("unknown")));
}

} // namespace augur::ui
