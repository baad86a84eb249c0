export { Component } from './coming-soon-page';
