export { Component } from '../features/developers/routes/developers-page';
