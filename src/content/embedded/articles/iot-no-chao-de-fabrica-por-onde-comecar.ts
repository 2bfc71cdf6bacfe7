import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'iot-no-chao-de-fabrica-por-onde-comecar',
  category: 'industria-4-0',
  tags: ['iot', 'mes', 'indicadores'],
  publishedAt: '2025-04-08T11:00:00.000Z',
  author: 'André Carvalho',
  cover: coverFor('iot-no-chao-de-fabrica-por-onde-comecar'),
  translations: {
    pt: {
      title: 'IoT no chão de fábrica: por onde começar sem trocar o parque de máquinas',
      metaTitle: 'IoT no chão de fábrica: por onde começar sem trocar máquinas',
      coverAlt:
        'Rede de nós conectados sobre a silhueta de um galpão industrial com telhado em dente de serra, com alguns nós destacados em âmbar.',
      content: `Boa parte das fábricas metalmecânicas brasileiras opera com um parque misto: centros de usinagem recentes ao lado de prensas e tornos com mais de 20 anos. A boa notícia é que a Internet das Coisas industrial (IIoT) não exige trocar essas máquinas. Exige, sim, escolher bem o que medir primeiro.

## Comece pela pergunta, não pelo sensor

Projetos de IoT que começam pela tecnologia costumam terminar em painéis bonitos que ninguém usa. Antes de comprar qualquer gateway, defina **qual decisão o dado vai apoiar**. As perguntas mais valiosas no início costumam ser:

- A máquina gargalo está produzindo agora? Se não, por quê?
- Quanto tempo perdemos por turno com microparadas e esperas?
- Qual é o consumo de energia por peça nas linhas de maior volume?

## Três formas de conectar máquinas antigas

### 1. Sinais elétricos simples

Um módulo de entradas digitais ligado ao sinal de "ciclo em andamento" ou ao contador de peças já permite medir disponibilidade e produção em tempo real. É barato, rápido e funciona em praticamente qualquer equipamento.

### 2. Sensores externos

Medidores de corrente, vibração e temperatura instalados sem intervir no comando da máquina. São a base para, mais adiante, evoluir para manutenção preditiva.

### 3. Protocolos do CNC e do CLP

Máquinas mais novas expõem dados via OPC UA, MTConnect ou Modbus. Aqui é possível ler programa em execução, alarmes e velocidade de avanço. A [OPC Foundation](https://opcfoundation.org/) mantém a especificação do padrão mais adotado na indústria.

## Uma arquitetura que cresce com você

Recomendamos um desenho em camadas: coleta na borda, um servidor local que guarda o histórico mesmo sem internet e a integração com o **MES**, que transforma sinais em ordens, paradas justificadas e indicadores. Dados de máquina sem contexto de ordem de produção respondem "quando parou", mas não "quanto isso custou".

> Conectar dez máquinas e usar o dado todos os dias vale mais do que conectar cem e olhar o painel uma vez por mês.

## Um piloto de seis semanas

Um roteiro que funciona bem:

1. Semana 1: escolha de 5 a 10 máquinas, incluindo o gargalo, e definição dos motivos de parada.
2. Semanas 2 e 3: instalação da coleta e validação dos dados com a produção.
3. Semanas 4 a 6: rotina diária de análise de perdas e primeiras ações.

Nesse prazo, é comum revelar de 10% a 20% de capacidade escondida em paradas não registradas, antes de qualquer investimento em novas máquinas. Com o piloto validado, a expansão para o restante da planta passa a ser uma decisão de negócio apoiada em números, não em promessas de fornecedores.`,
    },
    en: {
      title: 'IoT on the shop floor: where to start without replacing your machines',
      metaTitle: 'IoT on the shop floor: where to start without new machines',
      coverAlt:
        'Network of connected nodes over the silhouette of an industrial building with a sawtooth roof, with a few nodes highlighted in amber.',
      content: `Most Brazilian metal-mechanical plants run a mixed fleet: recent machining centres next to presses and lathes that are more than 20 years old. The good news is that the Industrial Internet of Things (IIoT) does not require replacing those machines. It does require choosing carefully what to measure first.

## Start with the question, not the sensor

IoT projects that start with the technology tend to end in attractive dashboards nobody uses. Before buying any gateway, define **which decision the data will support**. The most valuable questions at the beginning are usually:

- Is the bottleneck machine producing right now? If not, why not?
- How much time do we lose per shift to micro-stops and waiting?
- What is the energy consumption per part on the highest-volume lines?

## Three ways to connect older machines

### 1. Simple electrical signals

A digital input module wired to the "cycle running" signal or to the part counter is enough to measure availability and output in real time. It is cheap, fast and works on practically any equipment.

### 2. External sensors

Current, vibration and temperature sensors installed without touching the machine’s controller. They are the foundation for moving to predictive maintenance later on.

### 3. CNC and PLC protocols

Newer machines expose data through OPC UA, MTConnect or Modbus. Here you can read the running program, alarms and feed rate. The [OPC Foundation](https://opcfoundation.org/) maintains the specification of the most widely adopted standard in industry.

## An architecture that grows with you

We recommend a layered design: collection at the edge, a local server that keeps history even without internet, and integration with the **MES**, which turns signals into orders, justified stops and indicators. Machine data without production-order context answers "when did it stop" but not "how much did it cost".

> Connecting ten machines and using the data every day is worth more than connecting a hundred and looking at the dashboard once a month.

## A six-week pilot

A roadmap that works well:

1. Week 1: choose 5 to 10 machines, including the bottleneck, and define the stop reasons.
2. Weeks 2 and 3: install data collection and validate the data with production.
3. Weeks 4 to 6: a daily loss-analysis routine and the first actions.

Within that time frame, it is common to uncover 10% to 20% of hidden capacity in unrecorded stops, before any investment in new machines. Once the pilot is validated, rolling out to the rest of the plant becomes a business decision backed by numbers, not by vendor promises.`,
    },
    es: {
      title: 'IoT en la planta: por dónde empezar sin cambiar su parque de máquinas',
      metaTitle: 'IoT en la planta: por dónde empezar sin cambiar máquinas',
      coverAlt:
        'Red de nodos conectados sobre la silueta de una nave industrial con techo en diente de sierra, con algunos nodos destacados en ámbar.',
      content: `Gran parte de las plantas metalmecánicas opera con un parque mixto: centros de mecanizado recientes junto a prensas y tornos con más de 20 años. La buena noticia es que el Internet de las Cosas industrial (IIoT) no exige reemplazar esas máquinas. Exige, eso sí, elegir bien qué medir primero.

## Empiece por la pregunta, no por el sensor

Los proyectos de IoT que empiezan por la tecnología suelen terminar en paneles atractivos que nadie usa. Antes de comprar cualquier gateway, defina **qué decisión va a apoyar el dato**. Las preguntas más valiosas al inicio suelen ser:

- ¿La máquina cuello de botella está produciendo ahora? Si no, ¿por qué?
- ¿Cuánto tiempo perdemos por turno en microparadas y esperas?
- ¿Cuál es el consumo de energía por pieza en las líneas de mayor volumen?

## Tres formas de conectar máquinas antiguas

### 1. Señales eléctricas simples

Un módulo de entradas digitales conectado a la señal de "ciclo en marcha" o al contador de piezas ya permite medir disponibilidad y producción en tiempo real. Es barato, rápido y funciona en prácticamente cualquier equipo.

### 2. Sensores externos

Medidores de corriente, vibración y temperatura instalados sin intervenir el control de la máquina. Son la base para evolucionar, más adelante, hacia el mantenimiento predictivo.

### 3. Protocolos del CNC y del PLC

Las máquinas más nuevas exponen datos mediante OPC UA, MTConnect o Modbus. Aquí es posible leer el programa en ejecución, las alarmas y la velocidad de avance. La [OPC Foundation](https://opcfoundation.org/) mantiene la especificación del estándar más adoptado en la industria.

## Una arquitectura que crece con usted

Recomendamos un diseño por capas: captura en el borde, un servidor local que guarda el historial incluso sin internet y la integración con el **MES**, que convierte señales en órdenes, paradas justificadas e indicadores. Los datos de máquina sin el contexto de la orden de producción responden "cuándo se detuvo", pero no "cuánto costó".

> Conectar diez máquinas y usar el dato todos los días vale más que conectar cien y mirar el panel una vez al mes.

## Un piloto de seis semanas

Una hoja de ruta que funciona bien:

1. Semana 1: selección de 5 a 10 máquinas, incluido el cuello de botella, y definición de los motivos de parada.
2. Semanas 2 y 3: instalación de la captura y validación de los datos con producción.
3. Semanas 4 a 6: rutina diaria de análisis de pérdidas y primeras acciones.

En ese plazo, es habitual descubrir entre un 10% y un 20% de capacidad oculta en paradas no registradas, antes de cualquier inversión en máquinas nuevas. Con el piloto validado, la expansión al resto de la planta pasa a ser una decisión de negocio respaldada por números, no por promesas de proveedores.`,
    },
  },
};
