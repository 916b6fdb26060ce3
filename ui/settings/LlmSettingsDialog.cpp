#include "ui/settings/LlmSettingsDialog.h"
#include "core/base/BoundedJson.h"

#include "ui/base/BackgroundTask.h"

#include "core/base/InputError.h"
#include "core/session/EndpointProbe.h"
#include "core/llm/prompt/LlmPromptTemplate.h"
#include "core/session/PromptCatalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace augur::ui {

namespace {
std::set<std::string> allowedVariables(const QString& name) { return promptVariables(name.toStdString()); }

QDoubleSpinBox* seconds(double max) {
    auto* s = new QDoubleSpinBox;
    s->setRange(0.1, max);
    s->setDecimals(1);
    s->setSuffix(QObject::tr(" s"));
    return s;
}
} // namespace

LlmSettingsDialog::LlmSettingsDialog(QWidget* parent, const QString& endpointsFile)
    : QDialog(parent),
      file_(endpointsFile.isEmpty() ? QString::fromStdString(LlmEndpointStore::defaultPath()) : endpointsFile),
      error_(new QLabel) {
    setObjectName(QStringLiteral("llmSettingsDialog"));
    setWindowTitle(tr("LLM endpoints and prompts"));
    error_->setObjectName(QStringLiteral("llmSettingsError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    try {
        store_ = LlmEndpointStore::load(file_.toStdString(), false);
    } catch (const std::exception& e) {
        error_->setText(tr("The endpoints file could not be read: %1").arg(QString::fromStdString(e.what())));
        store_.path = file_.toStdString();
    }
    auto* tabs = new QTabWidget;
    tabs->addTab(endpointsTab(), tr("Endpoints"));
    tabs->addTab(promptsTab(), tr("Prompts"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &LlmSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    auto* where = new QLabel(tr("Endpoints file: %1").arg(file_));
    where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(where);
    layout->addWidget(tabs);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    for (const auto& e : store_.endpoints) list_->addItem(QString::fromStdString(e.name));
    markDefault();
    if (list_->count() > 0)
        list_->setCurrentRow(0);
    else
        showProfile(-1);
    loadPrompt();
    resize(820, 640);
}

QString LlmSettingsDialog::endpointsFile() const { return file_; }

QWidget* LlmSettingsDialog::endpointsTab() {
    auto* w = new QWidget;
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("llmEndpointList"));
    auto* add = new QPushButton(tr("Add"));
    auto* remove = new QPushButton(tr("Remove"));
    auto* makeDefault = new QPushButton(tr("Make default"));
    connect(add, &QPushButton::clicked, this, &LlmSettingsDialog::addProfile);
    connect(remove, &QPushButton::clicked, this, &LlmSettingsDialog::removeProfile);
    connect(makeDefault, &QPushButton::clicked, this, &LlmSettingsDialog::makeDefault);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        QString err;
        if (current_ >= 0 && current_ != row && !storeProfile(current_, &err)) error_->setText(err);
        showProfile(row);
    });
    auto* left = new QVBoxLayout;
    left->addWidget(list_);
    auto* leftButtons = new QHBoxLayout;
    leftButtons->addWidget(add);
    leftButtons->addWidget(remove);
    left->addLayout(leftButtons);
    left->addWidget(makeDefault);

    name_ = new QLineEdit;
    baseUrl_ = new QLineEdit;
    baseUrl_->setPlaceholderText(QStringLiteral("http://127.0.0.1:8000/v1"));
    model_ = new QLineEdit;
    model_->setPlaceholderText(QStringLiteral("openai/gpt-oss-20b"));
    keyEnv_ = new QLineEdit;
    keyEnv_->setPlaceholderText(QStringLiteral("VLLM_API_KEY"));
    key_ = new QLineEdit;
    key_->setEchoMode(QLineEdit::Password);
    key_->setPlaceholderText(tr("optional: used by this process only, never saved"));
    keyStatus_ = new QLabel;
    connect(keyEnv_, &QLineEdit::textChanged, this, &LlmSettingsDialog::refreshKeyStatus);
    structured_ = new QComboBox;
    for (const char* s : {"json_schema", "vllm", "json_object", "none"}) structured_->addItem(QString::fromLatin1(s));
    stream_ = new QCheckBox(tr("Stream replies (server-sent events)"));
    concurrency_ = new QSpinBox;
    concurrency_->setRange(1, 1024);
    connectTimeout_ = seconds(600);
    idleTimeout_ = seconds(3600);
    totalTimeout_ = seconds(24 * 3600);
    attempts_ = new QSpinBox;
    attempts_->setRange(1, 20);
    temperatureSet_ = new QCheckBox(tr("Set"));
    temperature_ = new QDoubleSpinBox;
    temperature_->setRange(0.0, 2.0);
    temperature_->setSingleStep(0.1);
    connect(temperatureSet_, &QCheckBox::toggled, temperature_, &QWidget::setEnabled);
    maxTokens_ = new QSpinBox;
    maxTokens_->setRange(1, 1'000'000);
    effort_ = new QComboBox;
    for (const char* s : {"", "low", "medium", "high"}) effort_->addItem(QString::fromLatin1(s));
    forecastSource_ = new QComboBox;
    for (const char* s : {"stated", "logprobs", "blend"}) forecastSource_->addItem(QString::fromLatin1(s));
    extraBody_ = new QPlainTextEdit;
    extraBody_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    extraBody_->setPlaceholderText(QStringLiteral("{\"top_p\": 0.95}"));
    extraBody_->setMaximumHeight(70);
    testButton_ = new QPushButton(tr("Test connection"));
    testButton_->setObjectName(QStringLiteral("llmTestButton"));
    testResult_ = new QLabel;
    testResult_->setWordWrap(true);
    connect(testButton_, &QPushButton::clicked, this, &LlmSettingsDialog::testConnection);

    auto* form = new QFormLayout;
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Base URL"), baseUrl_);
    form->addRow(tr("Model"), model_);
    form->addRow(tr("API key variable"), keyEnv_);
    form->addRow(tr("API key"), key_);
    form->addRow(QString(), keyStatus_);
    form->addRow(tr("Structured output"), structured_);
    form->addRow(QString(), stream_);
    form->addRow(tr("Requests in flight"), concurrency_);
    form->addRow(tr("Connect timeout"), connectTimeout_);
    form->addRow(tr("Idle timeout (streams)"), idleTimeout_);
    form->addRow(tr("Timeout per attempt"), totalTimeout_);
    form->addRow(tr("Attempts"), attempts_);
    auto* temp = new QHBoxLayout;
    temp->addWidget(temperatureSet_);
    temp->addWidget(temperature_);
    form->addRow(tr("Temperature"), temp);
    form->addRow(tr("Max tokens"), maxTokens_);
    form->addRow(tr("Reasoning effort"), effort_);
    form->addRow(tr("Forecast from"), forecastSource_);
    form->addRow(tr("Extra request fields"), extraBody_);
    auto* test = new QHBoxLayout;
    test->addWidget(testButton_);
    test->addWidget(testResult_, 1);
    form->addRow(QString(), test);

    auto* layout = new QHBoxLayout(w);
    layout->addLayout(left, 1);
    layout->addLayout(form, 3);
    return w;
}

QWidget* LlmSettingsDialog::promptsTab() {
    auto* w = new QWidget;
    promptName_ = new QComboBox;
    promptName_->setObjectName(QStringLiteral("llmPromptCombo"));
    for (const std::string& n : promptTemplateNames()) promptName_->addItem(QString::fromStdString(n));
    promptOrigin_ = new QLabel;
    promptOrigin_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    promptVariables_ = new QLabel;
    promptVariables_->setWordWrap(true);
    promptText_ = new QPlainTextEdit;
    promptText_->setObjectName(QStringLiteral("llmPromptText"));
    promptText_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    promptText_->setLineWrapMode(QPlainTextEdit::NoWrap);
    promptStatus_ = new QLabel;
    promptStatus_->setWordWrap(true);
    auto* save = new QPushButton(tr("Save"));
    save->setObjectName(QStringLiteral("llmPromptSave"));
    auto* revert = new QPushButton(tr("Revert to shipped"));
    connect(promptName_, &QComboBox::currentIndexChanged, this, &LlmSettingsDialog::loadPrompt);
    connect(save, &QPushButton::clicked, this, &LlmSettingsDialog::savePrompt);
    connect(revert, &QPushButton::clicked, this, &LlmSettingsDialog::revertPrompt);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Template")));
    top->addWidget(promptName_);
    top->addStretch();
    top->addWidget(save);
    top->addWidget(revert);
    auto* layout = new QVBoxLayout(w);
    layout->addLayout(top);
    layout->addWidget(promptOrigin_);
    layout->addWidget(promptVariables_);
    layout->addWidget(promptText_, 1);
    layout->addWidget(promptStatus_);
    return w;
}

void LlmSettingsDialog::refreshKeyStatus() {
    const QByteArray var = keyEnv_->text().trimmed().toLocal8Bit();
    if (var.isEmpty())
        keyStatus_->setText(tr("No key is sent."));
    else if (qEnvironmentVariableIsSet(var.constData()))
        keyStatus_->setText(tr("%1 is set in the environment.").arg(QString::fromLocal8Bit(var)));
    else
        keyStatus_->setText(
            tr("%1 is not set: type the key above, or set it before starting Augur.").arg(QString::fromLocal8Bit(var)));
}

void LlmSettingsDialog::showProfile(int row) {
    current_ = row;
    const bool have = row >= 0 && row < static_cast<int>(store_.endpoints.size());
    const LlmEndpoint e = have ? store_.endpoints[static_cast<std::size_t>(row)] : LlmEndpoint{};
    for (QWidget* x :
         std::initializer_list<QWidget*>{name_, baseUrl_, model_, keyEnv_, key_, structured_, stream_, concurrency_,
                                         connectTimeout_, idleTimeout_, totalTimeout_, attempts_, temperatureSet_,
                                         temperature_, maxTokens_, effort_, forecastSource_, extraBody_, testButton_})
        x->setEnabled(have);
    name_->setText(QString::fromStdString(e.name));
    baseUrl_->setText(QString::fromStdString(e.baseUrl));
    model_->setText(QString::fromStdString(e.model));
    keyEnv_->setText(QString::fromStdString(e.apiKeyEnv));
    key_->clear();
    structured_->setCurrentText(QString::fromLatin1(llmStructuredOutputName(e.structuredOutput)));
    stream_->setChecked(e.stream);
    concurrency_->setValue(e.maxConcurrency);
    connectTimeout_->setValue(e.connectTimeoutS);
    idleTimeout_->setValue(e.idleTimeoutS);
    totalTimeout_->setValue(e.totalTimeoutS);
    attempts_->setValue(e.retry.maxAttempts);
    temperatureSet_->setChecked(e.temperature.has_value());
    temperature_->setEnabled(have && e.temperature.has_value());
    temperature_->setValue(e.temperature.value_or(1.0));
    maxTokens_->setValue(e.maxTokens);
    effort_->setCurrentText(QString::fromStdString(e.reasoningEffort));
    forecastSource_->setCurrentText(QString::fromLatin1(llmForecastSourceName(e.forecastSource)));
    extraBody_->setPlainText(e.extraBody.empty() ? QString() : QString::fromStdString(e.extraBody.dump(1)));
    testResult_->clear();
    refreshKeyStatus();
}

bool LlmSettingsDialog::storeProfile(int row, QString* error) {
    if (row < 0 || row >= static_cast<int>(store_.endpoints.size())) return true;
    LlmEndpoint& old = store_.endpoints[static_cast<std::size_t>(row)];
    nlohmann::json j = old.toJson();
    j["name"] = name_->text().trimmed().toStdString();
    j["base_url"] = baseUrl_->text().trimmed().toStdString();
    j["model"] = model_->text().trimmed().toStdString();
    j["api_key_env"] = keyEnv_->text().trimmed().toStdString();
    j["structured_output"] = structured_->currentText().toStdString();
    j["stream"] = stream_->isChecked();
    j["max_concurrency"] = concurrency_->value();
    j["connect_timeout_s"] = connectTimeout_->value();
    j["idle_timeout_s"] = idleTimeout_->value();
    j["timeout_s"] = totalTimeout_->value();
    j["max_attempts"] = attempts_->value();
    if (temperatureSet_->isChecked())
        j["temperature"] = temperature_->value();
    else
        j.erase("temperature");
    j["max_tokens"] = maxTokens_->value();
    if (effort_->currentText().isEmpty())
        j.erase("reasoning_effort");
    else
        j["reasoning_effort"] = effort_->currentText().toStdString();
    j["forecast_source"] = forecastSource_->currentText().toStdString();
    const QString extra = extraBody_->toPlainText().trimmed();
    if (extra.isEmpty()) {
        j.erase("extra_body");
    } else {
        auto parsed = parseBoundedOrDiscarded(extra.toStdString());
        if (!parsed.is_object()) {
            if (error) *error = tr("%1: extra request fields must be a JSON object").arg(name_->text());
            return false;
        }
        j["extra_body"] = parsed;
    }
    try {
        LlmEndpoint e = LlmEndpoint::fromJson(j, file_.toStdString());
        for (std::size_t i = 0; i < store_.endpoints.size(); ++i)
            if (static_cast<int>(i) != row && store_.endpoints[i].name == e.name) {
                if (error) *error = tr("Two endpoints are called %1").arg(QString::fromStdString(e.name));
                return false;
            }
        if (store_.defaultName == old.name) store_.defaultName = e.name;
        old = e;
        if (QListWidgetItem* item = list_->item(row)) item->setText(QString::fromStdString(e.name));
    } catch (const std::exception& ex) {
        if (error) *error = QString::fromStdString(ex.what());
        return false;
    }
    // A key typed here goes into this process's environment only.
    if (!key_->text().isEmpty() && !keyEnv_->text().trimmed().isEmpty())
        qputenv(keyEnv_->text().trimmed().toLocal8Bit().constData(), key_->text().toUtf8());
    return true;
}

void LlmSettingsDialog::addProfile() {
    QString err;
    if (!storeProfile(current_, &err)) {
        error_->setText(err);
        return;
    }
    LlmEndpoint e;
    int n = static_cast<int>(store_.endpoints.size()) + 1;
    e.name = "endpoint-" + std::to_string(n);
    while (store_.find(e.name)) e.name = "endpoint-" + std::to_string(++n);
    e.baseUrl = "http://127.0.0.1:8000/v1";
    e.model = "openai/gpt-oss-20b";
    store_.endpoints.push_back(e);
    if (store_.endpoints.size() == 1) store_.defaultName = e.name;
    list_->addItem(QString::fromStdString(e.name));
    markDefault();
    current_ = -1; // already stored
    list_->setCurrentRow(list_->count() - 1);
}

void LlmSettingsDialog::removeProfile() {
    const int row = list_->currentRow();
    if (row < 0) return;
    store_.remove(store_.endpoints[static_cast<std::size_t>(row)].name);
    current_ = -1;
    delete list_->takeItem(row);
    markDefault();
    showProfile(list_->currentRow());
}

void LlmSettingsDialog::makeDefault() {
    QString err;
    if (!storeProfile(current_, &err)) {
        error_->setText(err);
        return;
    }
    if (current_ < 0) return;
    store_.defaultName = store_.endpoints[static_cast<std::size_t>(current_)].name;
    markDefault();
}

void LlmSettingsDialog::markDefault() {
    for (int i = 0; i < list_->count() && i < static_cast<int>(store_.endpoints.size()); ++i) {
        QFont f = list_->item(i)->font();
        f.setBold(store_.endpoints[static_cast<std::size_t>(i)].name == store_.defaultName ||
                  (store_.defaultName.empty() && store_.endpoints.size() == 1));
        list_->item(i)->setFont(f);
        list_->item(i)->setToolTip(f.bold() ? tr("The default endpoint") : QString());
    }
}

LlmEndpointStore LlmSettingsDialog::store() const {
    LlmEndpointStore s = store_;
    return s;
}

void LlmSettingsDialog::testConnection() {
    QString err;
    if (!storeProfile(current_, &err)) {
        testResult_->setText(err);
        return;
    }
    const LlmEndpoint e = store_.endpoints[static_cast<std::size_t>(current_)];
    testButton_->setEnabled(false);
    testResult_->setText(tr("Asking %1 …").arg(QString::fromStdString(e.modelsUrl())));
    runInBackground(
        this, [e] { return listEndpointModels(e); },
        [this, want = e.model](TaskOutcome<EndpointModels> outcome) {
            testButton_->setEnabled(true);
            const std::string error = outcome.ok() ? outcome.value->error : outcome.error.toStdString();
            if (!error.empty()) {
                testResult_->setText(tr("Failed: %1").arg(QString::fromStdString(error)));
                return;
            }
            QStringList names;
            bool served = false;
            for (const auto& m : outcome.value->models) {
                names << QString::fromStdString(m);
                served = served || m == want;
            }
            testResult_->setText(served ? tr("OK: the server serves %1.").arg(QString::fromStdString(want))
                                        : tr("Reached, but %1 is not among its models: %2")
                                              .arg(QString::fromStdString(want), names.join(QStringLiteral(", "))));
        });
}

void LlmSettingsDialog::loadPrompt() {
    const QString name = promptName_->currentText();
    const auto allowed = allowedVariables(name);
    QStringList vars;
    for (const auto& v : allowed) vars << QStringLiteral("{{%1}}").arg(QString::fromStdString(v));
    promptVariables_->setText(tr("Placeholders: %1").arg(vars.join(QStringLiteral(" "))));
    try {
        auto t = LlmPromptTemplate::load(name.toStdString(), store_.promptDir);
        std::ifstream in(t.origin());
        std::stringstream ss;
        ss << in.rdbuf();
        promptText_->setPlainText(QString::fromStdString(ss.str()));
        promptOrigin_->setText(tr("In use: %1").arg(QString::fromStdString(t.origin())));
        promptStatus_->clear();
    } catch (const std::exception& e) {
        promptText_->clear();
        promptOrigin_->setText(QString::fromStdString(e.what()));
    }
}

void LlmSettingsDialog::savePrompt() {
    const QString name = promptName_->currentText();
    const std::string text = promptText_->toPlainText().toStdString();
    const std::filesystem::path dir = LlmPromptTemplate::userDir();
    const std::string file = (dir / (name.toStdString() + ".txt")).string();
    try {
        LlmPromptTemplate::parse(text, file).requireOnly(allowedVariables(name));
        std::filesystem::create_directories(dir);
        std::ofstream out(file, std::ios::trunc);
        out << text;
        if (!out) throw std::runtime_error(file + ": cannot be written");
        promptStatus_->setText(tr("Saved to %1; new sessions use it.").arg(QString::fromStdString(file)));
        promptOrigin_->setText(
            tr("In use: %1")
                .arg(QString::fromStdString(LlmPromptTemplate::load(name.toStdString(), store_.promptDir).origin())));
    } catch (const std::exception& e) {
        promptStatus_->setText(tr("Not saved: %1").arg(QString::fromStdString(e.what())));
    }
}

void LlmSettingsDialog::revertPrompt() {
    const QString name = promptName_->currentText();
    const std::filesystem::path file =
        std::filesystem::path(LlmPromptTemplate::userDir()) / (name.toStdString() + ".txt");
    std::error_code ec;
    std::filesystem::remove(file, ec);
    loadPrompt();
    promptStatus_->setText(tr("Your copy was removed; the shipped template is in use."));
}

void LlmSettingsDialog::accept() {
    QString err;
    if (!storeProfile(current_, &err)) {
        error_->setText(err);
        return;
    }
    try {
        store_.save(file_.toStdString());
    } catch (const std::exception& e) {
        error_->setText(tr("Not saved: %1").arg(QString::fromStdString(e.what())));
        return;
    }
    QDialog::accept();
}

} // namespace augur::ui
