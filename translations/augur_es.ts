<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BinHistogram</name>
    <message>
        <location filename="../ui/BinHistogram.cpp" line="+73"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no forecast</source>
        <translation>sin predicción</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bin %1 %2: %3</source>
        <translation>clase %1 %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
p = %1</source>
        <translation>
p = %1</translation>
    </message>
</context>
<context>
    <name>BinScheme</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+35"/>
        <source>severe slowdown</source>
        <translation>ralentización severa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>slowdown</source>
        <translation>ralentización</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slight slowdown</source>
        <translation>ralentización leve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parity to slight speedup</source>
        <translation>paridad a aceleración leve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup</source>
        <translation>aceleración</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>large speedup</source>
        <translation>aceleración grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very large speedup</source>
        <translation>aceleración muy grande</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>extreme speedup</source>
        <translation>aceleración extrema</translation>
    </message>
</context>
<context>
    <name>CalibrationPanel</name>
    <message>
        <location filename="../ui/CalibrationPanel.cpp" line="+66"/>
        <source>No measured forecasts yet: the scores appear once forecast candidates have been measured.</source>
        <translation>Aún no hay predicciones medidas: las puntuaciones aparecen cuando se miden candidatos con predicción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forecasts later measured: %1%2
Brier (mean): %3   CRPS (mean): %4   ECE: %5</source>
        <translation>Predicciones medidas después: %1%2
Brier (media): %3   CRPS (media): %4   ECE: %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (+%1 abstentions)</source>
        <translation> (+%1 abstenciones)</translation>
    </message>
</context>
<context>
    <name>CandidateModel</name>
    <message>
        <location filename="../ui/CandidateModel.cpp" line="+24"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent</source>
        <translation>Padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted bin</source>
        <translation>Clase pred.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>Confianza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S</source>
        <translation>S esperada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured S</source>
        <translation>S medida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bin</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override</source>
        <translation>Acción manual</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>reference: %1</source>
        <translation>referencia: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>DeferralPanel</name>
    <message>
        <location filename="../ui/DeferralPanel.cpp" line="+22"/>
        <source>Candidates whose forecast confidence is below the threshold are measured</source>
        <translation>Se miden los candidatos cuya confianza de predicción está por debajo del umbral</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Confidence below the threshold: defer to the GPU. At or above: accept the forecast.</source>
        <translation>Confianza por debajo del umbral: se deriva a la GPU. Igual o superior: se acepta la predicción.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Deferral threshold: %1 (requested)</source>
        <translation>Umbral de derivación: %1 (solicitado)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Deferral threshold: %1</source>
        <translation>Umbral de derivación: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>GPU measurements saved so far: %1 (accepted on forecast)</source>
        <translation>Mediciones de GPU ahorradas hasta ahora: %1 (aceptadas por predicción)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1: coverage %2%, expected risk %3 (over measured forecasts). GPU measurements saved so far: %4</source>
        <translation>Con %1: cobertura %2 %, riesgo esperado %3 (sobre las predicciones medidas). Mediciones de GPU ahorradas hasta ahora: %4</translation>
    </message>
</context>
<context>
    <name>DiscoveryPanel</name>
    <message>
        <location filename="../ui/DiscoveryPanel.cpp" line="+37"/>
        <source>A measured child at least this many times faster than its measured parent is a discovery moment</source>
        <translation>Un hijo medido al menos tantas veces más rápido que su padre medido es un momento de descubrimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parent</source>
        <translation>Padre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Child</source>
        <translation>Hijo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S parent</source>
        <translation>S padre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S child</source>
        <translation>S hijo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ratio</source>
        <translation>Cociente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameter change</source>
        <translation>Cambio de parámetros</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Double-click or press Enter to select the child candidate</source>
        <translation>Haga doble clic o pulse Intro para seleccionar el candidato hijo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>δ (S child / S parent) ≥</source>
        <translation>δ (S hijo / S padre) ≥</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>(source change)</source>
        <translation>(cambio en el código fuente)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n discovery moment(s)</source>
        <translation>
            <numerusform>%n momento de descubrimiento</numerusform>
            <numerusform>%n momentos de descubrimiento</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <location filename="../ui/ForecastPanel.cpp" line="+29"/>
        <source>The surrogate&apos;s reasoning appears here.</source>
        <translation>Aquí aparece el razonamiento del modelo sustituto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters changed against the parent.</source>
        <translation>Parámetros modificados respecto al padre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confidence:</source>
        <translation>Confianza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S:</source>
        <translation>S esperada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured S:</source>
        <translation>S medida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision:</source>
        <translation>Decisión:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reasoning:</source>
        <translation>Razonamiento:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Differences from parent:</source>
        <translation>Diferencias con el padre:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>Seleccione un candidato en la tabla o en el árbol.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2), predicted bin %3: %4</source>
        <translation>%1 (%2), clase predicha %3: %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no usable forecast</source>
        <translation>sin predicción utilizable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not forecast</source>
        <translation>sin predicción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not measured</source>
        <translation>sin medir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1 %2</source>
        <translation>fallo: %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× (bin %2: %3)</source>
        <translation>%1× (clase %2: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, reason: %2 (threshold %3)</source>
        <translation>%1, motivo: %2 (umbral %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>undecided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(root: no parent)</source>
        <translation>(raíz: sin padre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>against #%1:
</source>
        <translation>respecto a #%1:
</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+40"/>
        <source>Augur — %1</source>
        <translation>Augur — %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Session</source>
        <translation>&amp;Sesión</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Candidate</source>
        <translation>&amp;Candidato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Measure now</source>
        <translation>Medir ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept forecast</source>
        <translation>Aceptar predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exclude</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expand from here</source>
        <translation>Expandir desde aquí</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole tree (the wheel zooms)</source>
        <translation>Mostrar el árbol completo (la rueda del ratón hace zoom)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;discovery moment (S ratio ≥ %2)</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;momento de descubrimiento (razón de S ≥ %2)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>All states</source>
        <translation>Todos los estados</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast</source>
        <translation>Predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deferral</source>
        <translation>Derivación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discovery moments</source>
        <translation>Momentos de descubrimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration</source>
        <translation>Calibración</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>finished: %1</source>
        <translation>finalizado: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1× (#%2)</source>
        <translation>%1× (#%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates: %1   Measured: %2 / %3   Accepted on forecast: %4   Waiting: %5   Failed: %6   Best S: %7</source>
        <translation>Candidatos: %1   Medidos: %2 / %3   Aceptados por predicción: %4   En espera: %5   Fallidos: %6   Mejor S: %7</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>not started</source>
        <translation>sin iniciar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>finished</source>
        <translation>finalizado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
</context>
<context>
    <name>ReliabilityDiagram</name>
    <message>
        <location filename="../ui/ReliabilityDiagram.cpp" line="+12"/>
        <source>Accuracy of the predicted bin per confidence bin; a calibrated forecaster follows the diagonal</source>
        <translation>Precisión de la clase predicha por tramo de confianza; un predictor calibrado sigue la diagonal</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>confidence (MaxProb)</source>
        <translation>confianza (MaxProb)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy of the predicted bin</source>
        <translation>precisión de la clase predicha</translation>
    </message>
</context>
<context>
    <name>RiskCoverageView</name>
    <message>
        <location filename="../ui/RiskCoverageView.cpp" line="+12"/>
        <source>Risk (wrong predicted bin among accepted forecasts) against coverage (share accepted), over the measured forecasts</source>
        <translation>Riesgo (clase predicha errónea entre las predicciones aceptadas) frente a cobertura (proporción aceptada), sobre las predicciones medidas</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>coverage (share accepted on forecast)</source>
        <translation>cobertura (proporción aceptada por predicción)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>risk (wrong bin among accepted)</source>
        <translation>riesgo (clase errónea entre los aceptados)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>threshold %1</source>
        <translation>umbral %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No measured forecasts yet</source>
        <translation>Aún no hay predicciones medidas</translation>
    </message>
</context>
<context>
    <name>SearchTreeNode</name>
    <message>
        <location filename="../ui/SearchTreeNode.cpp" line="+19"/>
        <source>ref</source>
        <translation>ref.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1: %2, %3</source>
        <translation>#%1: %2, %3</translation>
    </message>
</context>
<context>
    <name>StateStyle</name>
    <message>
        <location filename="../ui/StateStyle.cpp" line="+22"/>
        <source>proposed</source>
        <translation>propuesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accepted on forecast</source>
        <translation>aceptado por predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deferred, waiting</source>
        <translation>derivado, en espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measuring</source>
        <translation>midiendo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excluded</source>
        <translation>excluido</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+96"/>
        <source>Augur: GPU kernel optimisation with selective surrogates</source>
        <translation>Augur: optimización de kernels de GPU con modelos sustitutos selectivos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recorded T4 dataset to replay.</source>
        <translation>Conjunto de datos T4 grabado que se va a reproducir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume an existing session file.</source>
        <translation>Reanuda un archivo de sesión existente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the main window to FILE (PNG), then quit.</source>
        <translation>Guarda una imagen de la ventana principal en FILE (PNG) y sale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit (after the screenshot, if any) N milliseconds after start.</source>
        <translation>Sale N milisegundos después del inicio (tras la captura, si la hay).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>User interface language: en, es or ja (default: AUGUR_LANG, then the system locale).</source>
        <translation>Idioma de la interfaz: en, es o ja (por defecto: AUGUR_LANG y, si no, la configuración regional del sistema).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--quit-after-ms: not a non-negative integer: %1</source>
        <translation>--quit-after-ms: no es un entero no negativo: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--dataset and --session cannot be combined</source>
        <translation>--dataset y --session no se pueden combinar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)</source>
        <translation>no se encontró ningún conjunto de datos predeterminado (defina AUGUR_DEFAULT_DATASET o use --dataset FILE)</translation>
    </message>
</context>
</TS>
