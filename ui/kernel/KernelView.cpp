#include "ui/kernel/KernelView.h"

#include "ui/kernel/CodeEditor.h"
#include "ui/base/DisplayNames.h"
#include "core/model/CandidateTemplate.h"
#include "ui/kernel/KernelText.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace augur::ui {

KernelView::KernelView(QWidget* parent)
    : QWidget(parent), header_(new QLabel(this)), note_(new QLabel(this)), editor_(new CodeEditor(true, this)),
      launches_(new QTableWidget(0, 5, this)), launchError_(new QLabel(this)) {
    header_->setObjectName(QStringLiteral("kernelHeader"));
    header_->setWordWrap(true);
    header_->setMinimumWidth(60); // a long configuration key wraps rather than widening the dock
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    note_->setObjectName(QStringLiteral("kernelNote"));
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    note_->hide();
    editor_->setObjectName(QStringLiteral("kernelSource"));
    launches_->setObjectName(QStringLiteral("launchTable"));
    launches_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    launches_->setSelectionBehavior(QAbstractItemView::SelectRows);
    launches_->verticalHeader()->hide();
    launches_->horizontalHeader()->setStretchLastSection(true);
    launches_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    launchError_->setObjectName(QStringLiteral("launchError"));
    launchError_->setWordWrap(true);
    launchError_->hide();

    // The plan is short (a launch or two); the source gets the height.
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(editor_);
    auto* plan = new QWidget(split);
    auto* planLayout = new QVBoxLayout(plan);
    planLayout->setContentsMargins(0, 0, 0, 0);
    planLayout->addWidget(launches_);
    planLayout->addWidget(launchError_);
    split->addWidget(plan);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(header_);
    layout->addWidget(note_);
    layout->addWidget(split, 1);
    retranslate();
    clear(QString());
}

void KernelView::retranslate() {
    launches_->setHorizontalHeaderLabels({tr("Kernel"), tr("Grid"), tr("Block"), tr("Shared bytes"), tr("Arguments")});
    launches_->setToolTip(
        tr("The launch plan evaluated for this candidate: grid and block sizes, dynamic shared memory per block"));
}

void KernelView::changeEvent(QEvent* e) {
    // The owner shows the candidate again to translate the header.
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

QString KernelView::headerText() const { return header_->text(); }

QString KernelView::launchErrorText() const { return launchError_->isHidden() ? QString() : launchError_->text(); }

QList<int> KernelView::touchedLines() const {
    QList<int> lines;
    for (int line : editor_->linesWith(CodeEditor::Touched)) lines << line + 1;
    return lines;
}

void KernelView::clear(const QString& message) {
    view_.reset();
    marked_.clear();
    header_->setText(message);
    note_->hide();
    editor_->setTextIfChanged(std::string());
    launches_->setRowCount(0);
    launchError_->hide();
}

void KernelView::showView(const Candidate& c, const std::shared_ptr<const CandidateSourceView>& view,
                          const ParameterSpace& space) {
    using Kind = CandidateSourceView::Kind;
    QString what;
    switch (view->kind) {
    case Kind::Reference: what = tr("#%1: the reference source").arg(c.id); break;
    case Kind::Template:
        // Spaces after the commas let a long configuration key wrap.
        what =
            tr("#%1: the template at %2")
                .arg(c.id)
                .arg(
                    QString::fromStdString(space.key(c.configuration)).replace(QLatin1Char(','), QStringLiteral(", ")));
        break;
    case Kind::FreeForm: what = tr("#%1: free-form source (%2)").arg(c.id).arg(DisplayNames::origin(c.origin)); break;
    case Kind::Unavailable: what = tr("#%1: no source").arg(c.id); break;
    }
    QStringList changed;
    for (const std::string& name : view->changedParameters) changed << QString::fromStdString(name);
    if (view->kind == Kind::FreeForm && view->prologueLines > 0) {
        // An LLM-written template (docs/llm.md "Templates"): its node, or one configuration of it.
        what += QStringLiteral("\n") +
            (CandidateTemplate::isTemplateNode(c)
                 ? tr("A template: measured at the parameters above; its sub-space is tuned under this node")
                 : tr("A configuration of template #%1").arg(c.parent));
        if (!changed.isEmpty())
            what += QStringLiteral("\n") +
                tr("Changed: %1 (their lines are marked)").arg(changed.join(QStringLiteral(", ")));
    }
    if (view->kind == Kind::Template)
        what += QStringLiteral("\n") +
            (changed.isEmpty() ? tr("No parameter changed against the parent")
                               : tr("Changed: %1 (their lines are marked)").arg(changed.join(QStringLiteral(", "))));
    header_->setText(what);

    const bool unavailable = view->kind == Kind::Unavailable;
    note_->setVisible(unavailable);
    note_->setText(unavailable ? tr("No source to show: %1").arg(QString::fromStdString(view->note)) : QString());
    editor_->setVisible(!unavailable);
    if (view == view_) return; // the same view (from the cache): text, marks and plan are shown
    view_ = view;
    const bool replaced = editor_->setTextIfChanged(view->text);
    if (replaced || marked_ != view->touchedLines) {
        editor_->markerDeleteAll(CodeEditor::Touched);
        for (int line : view->touchedLines) editor_->markLine(line - 1, CodeEditor::Touched);
        marked_ = view->touchedLines;
    }
    fillLaunches(*view);
}

void KernelView::fillLaunches(const CandidateSourceView& view) {
    launches_->setRowCount(int(view.launches.size()));
    const QLocale locale;
    for (int r = 0; r < int(view.launches.size()); ++r) {
        const EvaluatedLaunch& l = view.launches[std::size_t(r)];
        QStringList args;
        for (const std::string& a : l.args) args << QString::fromStdString(a);
        // A resident grid launches at most this many blocks: as many as the GPU holds at once.
        const QString grid =
            l.residentGrid ? tr("≤ %1 (resident)").arg(KernelText::dim3(l.grid)) : KernelText::dim3(l.grid);
        const QString cells[] = {QString::fromStdString(l.kernel), grid, KernelText::dim3(l.block),
                                 locale.toString(l.sharedBytes), args.join(QStringLiteral(", "))};
        for (int col = 0; col < 5; ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col == 3) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            launches_->setItem(r, col, item);
        }
    }
    launches_->resizeColumnsToContents();
    // As tall as its rows (a plan has a launch or a few), so the source keeps the room.
    const int rows = std::max(1, launches_->rowCount());
    const int height = launches_->horizontalHeader()->height() +
        rows * launches_->verticalHeader()->defaultSectionSize() + 2 * launches_->frameWidth() + 4 +
        launches_->horizontalScrollBar()->sizeHint().height(); // room for the scroll bar of long arguments
    launches_->setMaximumHeight(height);
    // Every launch stays visible (a three-kernel scan shows three rows), up to six rows.
    launches_->setMinimumHeight(std::min(
        height, launches_->horizontalHeader()->height() + 6 * launches_->verticalHeader()->defaultSectionSize()));
    launches_->setVisible(!view.launches.empty());
    // A source without a plan is still worth reading; say why the plan is missing.
    const bool unavailable = view.kind == CandidateSourceView::Kind::Unavailable;
    launchError_->setVisible(view.launches.empty() && !unavailable);
    launchError_->setText(view.launchError.empty()
                              ? tr("No launch plan: the session's problem records none.")
                              : tr("Launch plan not evaluated: %1").arg(QString::fromStdString(view.launchError)));
}

} // namespace augur::ui
