import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'inteligencia-artificial-na-industria-o-que-ja-funciona',
  category: 'tendencias',
  tags: ['inteligencia-artificial', 'manutencao-preditiva'],
  publishedAt: '2026-02-10T09:00:00.000Z',
  author: 'Ricardo Menezes',
  cover: coverFor('inteligencia-artificial-na-industria-o-que-ja-funciona'),
  translations: {
    pt: {
      title: 'Inteligência artificial na indústria: o que já funciona no chão de fábrica',
      metaTitle: 'IA na indústria: o que já funciona no chão de fábrica',
      excerpt:
        'Previsão de demanda, visão computacional, manutenção e assistentes para o operador: aplicações de IA com retorno comprovado e os pré-requisitos de cada uma.',
      coverAlt:
        'Rede neural estilizada com camadas de nós ligados por linhas finas e um caminho destacado em âmbar, com sinais de sensores na entrada e barras na saída.',
      content: `A inteligência artificial saiu das apresentações de tendências e entrou no orçamento das indústrias. Ainda assim, muitos diretores industriais se perguntam o que é aplicação real e o que é promessa. Depois de dezenas de projetos, nossa leitura é simples: a IA entrega resultado quando resolve um problema bem definido, com dados que a fábrica já tem ou consegue coletar em poucas semanas.

## Quatro aplicações com retorno comprovado

### 1. Previsão de demanda

Modelos de aprendizado de máquina combinam histórico de vendas, sazonalidade, carteira de pedidos e indicadores externos. Em empresas com muitos itens e demanda irregular, a acurácia da previsão costuma melhorar **até 35%** em relação a médias móveis, o que se traduz em menos estoque e menos urgências.

### 2. Visão computacional na inspeção

Câmeras e modelos treinados com imagens de peças boas e defeituosas detectam riscos, rebarbas, falhas de pintura e montagem incorreta com consistência que a inspeção visual humana não sustenta ao longo de um turno inteiro.

### 3. Manutenção preditiva

Sinais de vibração, corrente e temperatura alimentam modelos que identificam padrões anteriores a uma falha. O ganho vem de trocar a manutenção por calendário pela manutenção por condição nos ativos críticos.

### 4. Assistentes para operadores e engenheiros

Modelos de linguagem consultam manuais, procedimentos e históricos de ocorrências para responder perguntas em linguagem natural. Reduzem o tempo de análise de problemas em até 60% e ajudam a preservar o conhecimento de profissionais experientes.

## Pré-requisitos que ninguém pode pular

- **Dados confiáveis e com contexto**: sinais de máquina sem ordem de produção ou motivo de parada têm pouco valor.
- **Um dono do processo** que use a previsão ou o alerta para tomar decisões.
- **Integração com os sistemas existentes** (ERP, MES, manutenção), para que a recomendação vire ação.
- **Métrica de sucesso definida antes**, como acurácia, refugo ou horas de parada evitadas.

> A pergunta certa não é "onde posso usar IA?", e sim "qual decisão eu tomaria melhor se soubesse isso antes?".

## Como começar

Escolha um caso de uso com dor clara e dados disponíveis, rode uma prova de conceito de seis a oito semanas e compare o resultado com a linha de base. Se o ganho se confirmar, industrialize: monitore o modelo, defina quem o mantém e integre-o à rotina. Projetos bem conduzidos aumentam a eficiência em até 25%, mas o maior risco continua sendo o modelo excelente que ninguém usa.`,
    },
    en: {
      title: 'Artificial intelligence in manufacturing: what already works on the shop floor',
      metaTitle: 'AI in manufacturing: what already works on the shop floor',
      excerpt:
        'Demand forecasting, computer vision, maintenance and operator assistants: AI applications with proven returns and the prerequisites for each.',
      coverAlt:
        'Stylised neural network with layers of nodes joined by thin lines and a path highlighted in amber, with sensor signals at the input and bars at the output.',
      content: `Artificial intelligence has moved out of trend presentations and into manufacturers’ budgets. Even so, many industrial directors wonder what is real application and what is promise. After dozens of projects, our view is simple: AI delivers results when it solves a well-defined problem, with data the plant already has or can collect within a few weeks.

## Four applications with proven returns

### 1. Demand forecasting

Machine learning models combine sales history, seasonality, the order book and external indicators. In companies with many items and irregular demand, forecast accuracy typically improves by **up to 35%** compared with moving averages, which means less inventory and fewer rush orders.

### 2. Computer vision for inspection

Cameras and models trained on images of good and defective parts detect scratches, burrs, paint defects and incorrect assembly with a consistency that human visual inspection cannot sustain over a full shift.

### 3. Predictive maintenance

Vibration, current and temperature signals feed models that spot patterns preceding a failure. The gain comes from replacing calendar-based maintenance with condition-based maintenance on critical assets.

### 4. Assistants for operators and engineers

Language models search manuals, procedures and incident histories to answer questions in natural language. They cut problem-analysis time by up to 60% and help preserve the knowledge of experienced professionals.

## Prerequisites nobody can skip

- **Reliable data with context**: machine signals without a production order or stop reason are of little value.
- **A process owner** who uses the forecast or alert to make decisions.
- **Integration with existing systems** (ERP, MES, maintenance), so that the recommendation becomes action.
- **A success metric defined upfront**, such as accuracy, scrap or hours of downtime avoided.

> The right question is not "where can I use AI?", but "which decision would I make better if I knew this earlier?".

## How to start

Choose a use case with a clear pain point and available data, run a six-to-eight-week proof of concept and compare the result with the baseline. If the gain is confirmed, industrialise it: monitor the model, decide who maintains it and build it into the routine. Well-run projects raise efficiency by up to 25%, but the biggest risk is still an excellent model that nobody uses.`,
    },
    es: {
      title: 'Inteligencia artificial en la industria: lo que ya funciona en la planta',
      metaTitle: 'IA en la industria: lo que ya funciona en la planta',
      excerpt:
        'Previsión de demanda, visión artificial, mantenimiento y asistentes para el operador: aplicaciones de IA con retorno comprobado y sus requisitos.',
      coverAlt:
        'Red neuronal estilizada con capas de nodos unidos por líneas finas y un camino destacado en ámbar, con señales de sensores en la entrada y barras en la salida.',
      content: `La inteligencia artificial salió de las presentaciones de tendencias y entró en el presupuesto de las industrias. Aun así, muchos directores industriales se preguntan qué es aplicación real y qué es promesa. Después de decenas de proyectos, nuestra lectura es sencilla: la IA entrega resultados cuando resuelve un problema bien definido, con datos que la planta ya tiene o puede capturar en pocas semanas.

## Cuatro aplicaciones con retorno comprobado

### 1. Previsión de demanda

Los modelos de aprendizaje automático combinan historial de ventas, estacionalidad, cartera de pedidos e indicadores externos. En empresas con muchos artículos y demanda irregular, la exactitud de la previsión suele mejorar **hasta un 35%** frente a las medias móviles, lo que se traduce en menos inventario y menos urgencias.

### 2. Visión artificial en la inspección

Cámaras y modelos entrenados con imágenes de piezas buenas y defectuosas detectan rayas, rebabas, fallas de pintura y montajes incorrectos con una constancia que la inspección visual humana no logra sostener durante todo un turno.

### 3. Mantenimiento predictivo

Las señales de vibración, corriente y temperatura alimentan modelos que identifican patrones previos a una falla. La ganancia viene de sustituir el mantenimiento por calendario por el mantenimiento según condición en los activos críticos.

### 4. Asistentes para operadores e ingenieros

Los modelos de lenguaje consultan manuales, procedimientos e historiales de incidencias para responder preguntas en lenguaje natural. Reducen el tiempo de análisis de problemas hasta un 60% y ayudan a preservar el conocimiento de los profesionales con experiencia.

## Requisitos que nadie puede saltarse

- **Datos confiables y con contexto**: las señales de máquina sin orden de producción ni motivo de parada valen poco.
- **Un dueño del proceso** que use la previsión o la alerta para decidir.
- **Integración con los sistemas existentes** (ERP, MES, mantenimiento), para que la recomendación se convierta en acción.
- **Una métrica de éxito definida de antemano**, como exactitud, rechazo u horas de parada evitadas.

> La pregunta correcta no es "¿dónde puedo usar IA?", sino "¿qué decisión tomaría mejor si lo supiera antes?".

## Cómo empezar

Elija un caso de uso con un dolor claro y datos disponibles, realice una prueba de concepto de seis a ocho semanas y compare el resultado con la línea base. Si la ganancia se confirma, industrialícelo: monitoree el modelo, defina quién lo mantiene e intégrelo a la rutina. Los proyectos bien conducidos aumentan la eficiencia hasta un 25%, pero el mayor riesgo sigue siendo el modelo excelente que nadie usa.`,
    },
  },
};
